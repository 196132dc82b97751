# 数独 3D：窗口文字（简体中文）。
#
# 每条消息必须在所有语言中都存在（`i18n` 测试会检查）。中文没有复数变化，只用 *[other]。

## 通用

app-name = 数独 3D
back = ‹ 返回
close = 关闭
cancel = 取消
menu = 菜单
new-puzzle = 新题目
best-time = 最佳 { $time }
window-title-game = 数独 3D — { $game }

## 难度

difficulty-easy = 简单
difficulty-medium = 中等
difficulty-hard = 困难
difficulty-expert = 专家
rating-beyond = 超出范围
difficulty-easy-about = 只用唯一数：轻松一局。
difficulty-medium-about = 需要区块摒除、数对或 X-Wing。
difficulty-hard-about = 需要三数组、Swordfish、XY/XYZ-Wing、四数组或唯一矩形。
difficulty-expert-about = 需要 Skyscraper、W-Wing、带鳍鱼、染色或链。
difficulty-killer-easy-about = 笼子组合与唯一数：轻松一局。
difficulty-killer-medium-about = 需要 45 法则（伸出的一格）、数对或区块摒除。
difficulty-killer-hard-about = 需要内格与外格之和、笼内锁定数字、拆分笼子、三数组或 Wing。
difficulty-killer-expert-about = 需要链或强制链。

## 主题

theme-system = 跟随系统
theme-light = 浅色
theme-dark = 深色
theme-button = 主题：{ $theme }

## 菜单

menu-tagline = 经典 9×9 数独、对角线数独、锯齿数独、杀手数独、六宫数独、16宫数独、武士数独，以及由三个相连面组成的立方体
menu-continue = 继续
menu-play = 开始游戏
menu-cube = 3D 立方体
menu-diagonal = 对角线数独
menu-jigsaw = 锯齿数独
menu-killer = 杀手数独
menu-statistics = 统计
menu-settings = 设置
menu-help = 玩法说明
menu-quit = 退出
notice-dismiss = 知道了

## 存档的名称

game-your-puzzle = 你的题目
game-puzzle = { $difficulty }题目
game-cube = { $difficulty }立方体
game-diagonal = { $difficulty }对角线数独
game-jigsaw = { $difficulty }锯齿数独
game-killer = { $difficulty }杀手数独
game-level = 第 { $number } 关
game-paused-suffix = { $game }（已暂停）
game-solved-suffix = { $game }（已完成）

## 选择难度

difficulty-title = 新游戏
difficulty-title-diagonal = 新的对角线数独
difficulty-title-jigsaw = 新的锯齿数独
difficulty-title-killer = 新的杀手数独
difficulty-choose = 选择难度
difficulty-custom = 输入你自己的题目…

## 生成中

loading-puzzle = 正在生成题目：{ $difficulty }…
loading-cube = 正在生成立方体：{ $difficulty }…
loading-diagonal = 正在生成对角线数独：{ $difficulty }…
loading-jigsaw = 正在生成锯齿数独及其区域：{ $difficulty }…
loading-killer = 正在生成杀手数独及其笼子：{ $difficulty }…
loading-about = 每道题都只有唯一解，无需猜测。

## 新游戏确认

confirm-title = 开始新游戏？
confirm-unfinished = 你有一局未完成的游戏：{ $game }。
confirm-board-game = 盘面上的这局
confirm-warning = 开始新游戏会永久放弃它（并中断连胜）。
confirm-keep = 继续这局
confirm-start = 开始新局
confirm-keys = Enter：开始新局 · Esc：继续这局
quit-unsaved-title = 无法保存游戏：是否仍要退出？
quit-unsaved-reason = { $error }。
quit-unsaved-warning = 现在退出会丢失未保存的内容。只要窗口保持打开，游戏每秒都会重新保存。
quit-unsaved-keep = 继续游戏
quit-unsaved-quit = 仍然退出

## 设置

settings-title = 设置
settings-theme = 主题
settings-language = 语言
settings-language-system = 跟随系统（{ $language }）
settings-peers = 高亮所选格子的行、列和宫
settings-same-digit = 高亮所有相同数字的格子
settings-mistakes = 游戏中用红色标出错误

## 统计

stats-title = 统计
stats-classic = 经典 9×9
stats-cube = 3D 立方体
stats-diagonal = 对角线数独 (X)
stats-jigsaw = 锯齿数独
stats-killer = 杀手数独
stats-your-puzzles = 你的题目
stats-difficulty = 难度
stats-played = 已玩
stats-won = 获胜
stats-no-help = 无帮助
stats-best = 最佳
stats-average = 平均
stats-streak = 连胜
stats-best-streak = 最长连胜
stats-note = 最佳与平均时间以及连胜只计算未用提示或“解答”的胜局。
stats-tab-summary = 概览
stats-tab-history = 历史
stats-game = 对局
stats-date = 日期
stats-mode = 棋盘
stats-mode-classic = 经典
stats-mode-cube = 立方体
stats-mode-diagonal = 对角线
stats-mode-jigsaw = 锯齿
stats-mode-killer = 杀手
stats-time = 用时
stats-hints = 提示
stats-result = 结果
stats-result-solved = 已解出
stats-result-helped = 借助帮助解出
stats-result-abandoned = 已放弃
stats-history-count = 最近 { $count } 局，最新的在前。
stats-history-empty = 还没有对局：你完成或放弃的每一局都会列在这里。
stats-chart-title = 解题用时
stats-chart-minutes = 分钟
stats-chart-games = 已解出的对局，从早到晚（最多最近 { $count } 局）
stats-chart-helped = 借助帮助
stats-chart-empty = 这个棋盘还没有解出的对局。
stats-reset = 重置统计…
reset-title = 重置统计？
reset-warning = 此操作无法撤销。未完成的对局会保留。
reset-cancel = 取消
reset-confirm = 重置

## 输入题目

custom-title = 你自己的题目
custom-how = 逐行输入或粘贴 81 个字符：1-9 为已知数，. 或 0 为空格。
custom-marks = 也可以是带候选数的局面：729 个字符，或 HoDoKu 打印的 81 组候选数。
custom-checked = 开始前会检查它是否恰好有唯一解。
custom-placeholder = 81 个字符，例如 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....
custom-count = { $cells } / 81 格
custom-count-long = { $characters } / 729 个字符
custom-count-groups = { $groups } / 81 组候选数
custom-checking = 正在检查是否恰好有唯一解…
custom-play = 玩这道题
custom-paste = 粘贴
custom-clipboard-empty = 剪贴板里没有文字。
custom-board = 棋盘：
custom-jigsaw-how = 锯齿数独题目先逐行写出 81 个格子（1-9 为已知数，. 或 0 为空格），然后是一个空格或换行，再写它的分区图。
custom-jigsaw-map = 分区图是 81 个符号，逐行书写：同一个区的九个格子用同一个字母（或数字），例如 AAABBBCCC… 也可以先写九行盘面，再写九行分区图。
custom-diagonal-how = 在对角线棋盘上，两条主对角线也必须各自包含 1 到 9 各一次。
custom-placeholder-jigsaw = 81 个格子，一个空格，再加 81 个分区字母，例如 53..7…  AAABBBCCC…
custom-count-jigsaw = { $cells } / 81 格，{ $symbols } / 81 个分区符号
custom-killer-how = 杀手数独题目先逐行写出 81 个格子（1-9 为已知数，. 或 0 为空格；没有已知数时可以省略），然后是一个空格和笼子图，再是一个空格和各笼子的和。
custom-killer-map = 笼子图是 81 个符号，逐行书写：一个笼子是一组边相连、符号相同的格子（互不相邻的笼子可以用同一个符号）。然后写出各笼子的和，用逗号分隔，按每个笼子第一个格子的逐行顺序排列。
custom-placeholder-killer = 81 个格子（可省略），81 个笼子符号，各笼子的和，例如 aabbc… 3,17,12…
custom-count-killer = { $cells } / 81 格，{ $symbols } / 81 个笼子符号，{ $sums } 个和，合计 { $total } / 405
custom-count-killer-no-givens = 没有已知数，{ $symbols } / 81 个笼子符号，{ $sums } 个和，合计 { $total } / 405
load-error-no-cages = 杀手数独需要笼子：81 个格子（可省略），一个空格，81 个笼子符号，一个空格，然后是用逗号分隔的各笼子的和。
load-error-cages-length = 这个笼子图有 { $found } 个符号；需要 81 个，每格一个，逐行书写。
load-error-cages-cover = 格子 { $cell } 属于 { $count } 个笼子；每个格子必须恰好属于一个笼子。
load-error-cages-connected = 从 { $cell } 开始的笼子不是连成一片的：它的格子必须边相连。
load-error-cages-too-big = 从 { $cell } 开始的笼子有 { $cells } 格；笼子内数字不能重复，所以最多 9 格。
load-error-cages-sum = 从 { $cell } 开始的笼子有 { $cells } 格，和为 { $sum }，但 { $cells } 个不同数字的和只能在 { $low } 到 { $high } 之间。
load-error-cages-sum-count = 这个笼子图有 { $cages } 个笼子，却给了 { $sums } 个和：每个笼子一个和，按每个笼子第一个格子的顺序排列。
load-error-cages-not-a-number = “{ $text }”不是笼子的和：各个和是用逗号分隔的数字。
load-error-cages-total = 各笼子的和合计为 { $total }，但整个盘面的和是 405（九行各 45）：请检查这些和。
load-error-no-regions = 锯齿数独需要分区图：在 81 个格子之后加一个空格和 81 个符号，每格一个，同一区的格子用同一个符号。
load-error-regions-length = 这个分区图有 { $found } 个符号；需要 81 个，每格一个，逐行书写。
load-error-regions-count = 这个分区图有 { $found } 个区；锯齿数独有 9 个区，每区 9 格。
load-error-regions-size = 这个分区图的 { $region } 区有 { $cells } 格；每个区必须正好 9 格。
load-error-regions = 这个分区图有误：{ $detail }。
load-error-empty = 请先输入或粘贴题目：81 个字符（1-9 为已知数，. 或 0 为空格），或带候选数的局面。
load-error-parse = 这不是一道题目：{ $detail }。
load-error-no-solution = 这道题无解：{ $detail }。
load-error-multiple = 这道题有不止一个解；数独必须恰好有唯一解。请再加一些已知数。
load-error-length = 这不是一道题目：共 { $found } 个字符；题目应为 81 个，带候选数的局面应为 729 个（或 81 组候选数）。
load-error-marks = { $cell } 的候选数没有 { $digit }，而解在这一格需要这个数字：请修改这一格的候选数。
load-error-marks-multiple = 这个局面在其候选数范围内有不止一个解；数独必须恰好有唯一解。请再删去一些候选数，或加一些已知数。
load-error-marks-none = 这个局面在其候选数范围内无解：有一格的候选数没有它需要的数字。请检查候选数。
load-error-solved = 这道题已经填满了：请留出一些空格（. 或 0）。
load-error-does-not-fit = 无法开始这道题：它的解与题目不符。
load-error-no-thread = 无法打开题目：系统无法为它开始一个线程（{ $detail }）。
load-error-thread-stopped = 无法打开题目：题目线程已停止。

## 立方体开始界面

cube-title = 3D 立方体
cube-about = 立方体的三个面：上、前、右，每个面都是一个独立的数独。两个面相交处，棱上的格子同时属于两个面：即淡紫色的格子。
cube-legend-long = 淡紫色格子位于棱上：一个格子可从两个面看到（角上可从三个面看到）。点击立方体的一个面来显示它。
cube-legend = 淡紫色格子与另一个面共用。
face-top = 上
face-front = 前
face-right = 右
face-top-left = 左上
face-top-right = 右上
face-centre = 中间
face-bottom-left = 左下
face-bottom-right = 右下
house-in-grid = { $grid }九宫格的{ $house }
house-shared-box = { $first }和{ $second }九宫格共用的宫
side-top = 顶行
side-right = 右列
side-bottom = 底行
side-left = 左列
edge-link = { $face }面，{ $side }
edge-link-reversed = { $face }面，{ $side }，反向
edge-right-joins = 右边连接 { $link }
edge-left-joins = 左边连接 { $link }

## 游戏界面

game-entered = 输入的题目
game-entered-graded = 输入的题目，难度：{ $rating }
game-entered-beyond = 输入的题目：超出已知技巧，需要猜测
game-subtitle-classic = 经典 9×9 · { $tag }
game-subtitle-cube = 立方体 · { $tag }
game-subtitle-diagonal = 对角线 · { $tag }
game-subtitle-jigsaw = 锯齿 · { $tag }
game-subtitle-killer = 杀手 · { $tag }
cage-combinations = { $cells } 格和为 { $sum }：
pause = 暂停
resume = 继续
paused = 已暂停
paused-about = 计时已停止，盘面已隐藏。
paused-status = 已暂停。
status-idle = 先选一个格子，再选数字。方向键、{ $digits } 和退格键也可以用。
status-notes = 笔记模式：数字键盘写入候选数。按 N 或“笔记”返回。
status-selected = 已选中 { $count } 个格子：数字、笔记、清除或颜色会作用于全部。
tools-filter = 筛选
tools-colour = 颜色
status-hint-open = 提示：再按提示 (H) 看下一步，Esc 关闭。
action-undo = 撤销
action-redo = 重做
action-hint = 提示
action-check = 检查
action-fill-notes = 填满笔记
action-solve = 解答
action-reset = 重置
action-export = 导出 PDF
notes-on = 笔记：开
notes-off = 笔记：关
show-mistakes = 显示错误
view-flat = 平面视图 (V)
view-3d = 3D 视图 (V)
pad-clear = 清除
pad-left = { $count ->
    [0] 已填完
   *[other] 剩 { $count }
}
say-select-first = 请先选一个格子，再选数字。
say-select-cell = 请先选一个格子。
say-filled-notes = 每个空格都已写上候选数笔记。
say-nothing-undo = 没有可撤销的。
say-nothing-redo = 没有可重做的。
say-reset = 已回到开始。撤销可以恢复你填的数字。
say-solution-filled = 答案已填好。随时可以开始新题目。
say-solved-in = 用时 { $time } 完成！
refusal-given = 这是已知数格子，不能修改。
refusal-finished = 题目已经完成。
refusal-out-of-range = 没有这个格子。
refusal-stale = 找到提示后盘面变了：请重新请求提示。
check-solved = 完成！
check-not-solved = 尚未完成：{ $wrong ->
    [0] 目前没有错误
   *[other] { $wrong } 个格子有错
}{ $empty ->
    [0] 。
   *[other] ，还有 { $empty } 个格子要填。
}

## 胜利

victory-helped = 在帮助下完成
victory-solved = 完成！
victory-time = 你的用时：{ $time }
victory-replay = 以前解过：重玩不计入统计。
victory-new-best-was = 新纪录！（原为 { $time }）
victory-first-win = 新纪录！这是你在此难度的首胜。
victory-best = 最佳：{ $time }
victory-next = 下一题
victory-keys = Enter：下一题 · Esc：查看盘面
hints-used = 用了 { $count } 次提示

## 提示

hint-looking = 正在寻找提示…
hint-why = 为什么？
hint-apply = 应用
hint-back-to-correct = 回到最后正确的位置
hint-step-of = 第 { $number } 步，共 { $count } 步：{ $text }
hint-last-cell = 提示：{ $text } 这是最后一格。
hint-undone = { $count ->
    [0] 没有哪一步留下错误数字：无需撤销。
   *[other] 已回到最后正确的位置：撤销了 { $count } 步（重做可恢复）。
}
stage-where = 看哪里
stage-why = 为什么
stage-applied = 已应用

## 导出 PDF

export-title = 导出 PDF
export-about = 导出这道题目的可打印页面。
export-progress = 包含我的进度（我填的数字）
export-solution = 在第二页附上答案
export-choose = 选择文件…
export-dialog-title = 将题目导出为 PDF
export-written = PDF 已保存到 { $path }。
export-failed = 无法保存 PDF：{ $error }。
export-cancelled = 已取消导出：未选择文件。
export-no-dialog = 此系统没有文件对话框（既没有桌面门户也没有 zenity）；PDF 已保存到 { $path }。
export-pdf-title = 数独 3D
print-puzzle = 题目 { $number }
print-solution = 答案 { $number }
print-solutions-title = { $title }：答案
print-page = 第 { $page } 页，共 { $pages } 页
print-legend-shaded = 带底色的格子同时位于两个面上（角上的格子位于三个面上）。
print-legend-edges = 字母相同的边是同一组格子；c 从两个面相交的角开始。

## 文件通知

notice-resume-failed = 无法继续已保存的游戏（{ $error }）。
notice-save-failed-retrying = 无法保存你的进度：{ $error }。每秒重试一次。
notice-open-elsewhere = 数独 3D 已在另一个使用同一数据文件夹的窗口中打开。此窗口仍可使用，但不会保存任何内容（进度、统计和设置都不会保存）：请在另一个窗口中继续游戏以保留进度。
notice-read-only = 已在另一个窗口中打开：此处的操作都不会保存。
notice-read-only-unlocked = 无法为数据文件夹加上标记：此处的操作都不会保存。
notice-read-only-lock-lost = 数据文件夹的标记文件已被删除：此后此处的操作都不会保存。
notice-lock-failed = 无法为数据文件夹加上标记（{ $error }），所以另一个窗口可能也在那里保存。此窗口仍可使用，但不会保存任何内容（进度、统计和设置都不会保存）。
notice-lock-lost = 此窗口打开时，数据文件夹的标记文件被删除或替换，所以现在可能有另一个窗口在那里保存。从现在起此窗口不再保存任何内容（进度、统计和设置都不会保存）。
notice-file-settings = 设置文件
notice-file-statistics = 统计文件
notice-file-saved-game = 存档
notice-instead-settings = 将使用默认设置
notice-instead-statistics = 统计将从头开始
notice-instead-saved-game = 没有可以继续的游戏
notice-file-kept = 无法读取你的{ $file }（{ $problem }）；它已另存为 { $path }，{ $instead }。
notice-file-not-moved = 无法读取你的{ $file }（{ $problem }）；它无法移到一旁，{ $instead }。
notice-file-left = 无法读取你的{ $file }（{ $problem }）；它保持原样，{ $instead }。
notice-file-unopened = 无法打开你的{ $file }（{ $problem }）；它保持原样，也不会被覆盖，{ $instead }。
problem-empty = 文件是空的
problem-not-text = 文件不是 UTF-8 文本
problem-too-big = 文件大小为 { $size } MB，超过游戏读取的上限 { $limit } MB
problem-not-a-file = 它不是普通文件
problem-not-json = 它不是有效的 JSON：第 { $line } 行，第 { $column } 列
problem-not-the-format = 它不是游戏的格式（{ $detail }）：第 { $line } 行，第 { $column } 列
problem-newer = 它是版本 { $found }，本游戏最高只能读取版本 { $known }
problem-other-version = 它是版本 { $found }，本游戏只能读取版本 { $known }
problem-inconsistent = 其中的数值超出范围或互不相符：{ $detail }

## 玩法说明

help-title = 玩法说明
help-rules-heading = 规则
help-rules = 填满盘面，使每一行、每一列和每个 3×3 宫都恰好包含 1 到 9 各一次。灰底数字是已知数，不能修改。每道题都只有唯一解，只靠逻辑就能解出。
help-cube-heading = 3D 立方体
help-cube = 3D 立方体是立方体的三个面：上、前、右，每个面都是一个独立的数独：面上的每一行、每一列和每个 3×3 宫都恰好包含 1 到 9 各一次。两个面相交处，沿棱的一排格子同时属于两个面：这些相连的格子是淡紫色的。淡紫色格子里的数字同时在两个面上，必须同时符合两个面。三条棱相交的角是一个格子，三个面都能看到。
help-cube-picture = 图中的 7、4 和 2 位于棱上，所以各自画在两个面上；标记的角格画在全部三个面上。
help-cube-play = 你在整个 3D 立方体上游戏：点击任意面的任意格子并输入；被点击格子所在的面成为当前面，选中棱上的格子时，另一面上与它相同的格子显示为粉色。V（或棋盘下方的按钮）切换为一次显示一个平面，相连的边会标出；在那里用上、前、右按钮（或 Alt+1、2、3，或 Tab）切换面。三个面都完成时立方体即完成。
help-variants-heading = 对角线与锯齿数独
help-diagonal-heading = 对角线数独 (X)
help-diagonal-rules = 在经典规则之外再加一条：两条主对角线（从一角到另一角）也各自恰好包含 1 到 9 各一次。中心格同时在两条对角线上。
help-diagonal-board = 棋盘上两条对角线的格子带有底色，一眼就能看出哪些格子在对角线上；对角线上重复的数字会像行内重复一样标为冲突。
help-diagonal-picture = 图中每条着色的对角线都恰好包含 1 到 9 各一次。
help-jigsaw-heading = 锯齿数独
help-jigsaw-rules = 每一行、每一列都恰好包含 1 到 9 各一次，和经典数独一样；但没有 3×3 宫：盘面被分成九个形状不规则、各有九格的区，每个区也恰好包含 1 到 9 各一次。
help-jigsaw-board = 粗线画出各区的边界，细线分隔区内的格子。每道锯齿数独都有自己的分区布局。
help-jigsaw-picture = 图中着色的区和其他每个区一样，恰好包含 1 到 9 各一次。
help-killer-heading = 杀手数独
help-killer-rules = 经典数独的规则，再加上笼子：每个笼子是一组格子，标有一个和。笼子里的数字相加等于它的和，并且同一个笼子里数字不能重复。杀手数独通常一开始没有任何数字：线索就是这些和。
help-killer-board = 每个笼子用虚线框在它的格子内侧画出，它的和以小字写在它第一个格子的左上角。笼子里重复的数字会标为冲突，数字之和超过笼子之和的笼子也会标出。
help-killer-picture = 图中，两格的 3 只能是 1 + 2，两格的 17 只能是 8 + 9。左上宫里有三个完整的笼子，3 + 17 + 18 = 38，还有一个伸出宫外的笼子的一个格子：这个着色的格子是 45 − 38 = 7。
help-killer-start-heading = 如何入手
help-killer-combinations = 笼子组合：有些和只有一种组成方式。两格中，3 是 1 + 2，4 是 1 + 3，16 是 7 + 9，17 是 8 + 9；三格中，6 是 1 + 2 + 3，24 是 7 + 8 + 9。这些数字就是笼子的候选数，笼子经过的行、列和宫还会进一步缩小范围。从最小和最大的和开始。
help-killer-45 = 45 法则：1 到 9 相加等于 45，所以每一行、每一列、每一宫的和都是 45。当几个完整的笼子填满一行、一列或一宫，只差一个格子时，这个格子等于 45 减去这些笼子的和；当完整的笼子盖住它并有一个格子伸出去时，这个格子等于这些和减去 45。两三行、两三列或两三宫合在一起也一样（90、135）。
help-killer-helper = 在游戏界面选中一个格子：组合助手会列出它所在笼子的和可以拆成哪些不同数字的组合，所以不必死记硬背。
help-variants-solving = 解题：经典数独的技巧在这两种棋盘上都适用，每条对角线或每个区都算作一个额外的单元。基于 3×3 宫的技巧会改用区，或在不成立时不使用；提示会指出它所用的对角线或区，并在棋盘上画出来。
help-controls-heading = 操作
help-keyboard-heading = 键盘
help-play = 游戏
help-play-about = 点击格子，再点数字键盘上的数字；“清除”清空格子。键盘显示每个数字还剩几个。
help-notes = 笔记
help-notes-about = 打开笔记来写候选数；“填满笔记”写入每个格子的全部候选数。填入的数字会自动从同行、同列、同宫的笔记中删去。
help-hint = 提示
help-hint-about = 分三个阶段显示下一步逻辑推理（见下方“提示”）；盘面上的错误数字会先被指出。
help-check = 检查
help-check-about = 告诉你盘面是否完成，并标出错误格子。“显示错误”在游戏中随时标出。同一行、列或宫中重复的数字总是标为橙色。
help-solve = 解答
help-solve-about = 填入答案（本局算作在帮助下完成）。“重置”清空你填的数字。两者都是红色，撤销可以收回；用过的帮助仍会计入。
help-new = 新题
help-new-about = 若会丢下一局未完成的游戏，“新题目”（以及“开始游戏”或输入题目）会先询问。
help-clock = 计时
help-clock-about = 暂停会隐藏盘面和计数；窗口失去焦点时计时也会停止。
help-export = PDF
help-export-about = “导出 PDF”保存这道题的可打印页面，可选附上你的进度和答案。
help-menu = ⋯
help-menu-about = 标题栏中的游戏菜单包含较少用的操作：检查、填满笔记、显示错误、导出 PDF、重置、解答和新题目，每项都标有快捷键。按 Esc 或点击菜单外即可关闭。
help-tools = 工具
help-tools-about = Ctrl+点击或 Shift+点击可把格子加入选择，拖动可选中一串格子：数字、笔记或清除会同时作用于所有选中的格子。筛选行（Ctrl+1-9）高亮仍可填该数字的格子；颜色行（Ctrl+Shift+1-6）为选中的格子涂色，用于你自己的链和着色。
help-hints-heading = 提示
help-hints-stages = 提示分三个阶段。第一阶段告诉你看哪里：技巧名称和要看的行、列或宫（强制链则是起点的假设），但不给出答案。“为什么？”在盘面上画出图形并加以解释；对于唯一数，会标出附近排除其他数字的数字。“应用”把这一步作为一步操作完成，可以撤销。一旦你查看了“为什么”，这次提示就算作帮助。
help-hints-chains = 包含多个步骤的提示会按顺序列出各步，链的各环节缩进排在所属步骤之下。你可以用“下一步”和“上一步”（或 . 和 , 键、Page Down 和 Page Up）逐个查看：盘面上只画出到当前为止的环节。
help-hints-legend = 提示旁的小图例说明各种标记：蓝色候选数是技巧用到的，划掉的红色候选数被删去，绿色框是填入的数字，实线是强链（两端至少一个成立），虚线是弱链（两端不能同时成立）；浅色的候选数不在你的笔记里。
help-colours-heading = 颜色
help-colours-board = 盘面上每种颜色只表示一件事，平面盘面和 3D 立方体上都一样：
help-colour-selected = 选中的格子
help-colour-peer = 它所在的行、列和宫（在立方体上，包括它们延伸到的每个面）
help-colour-same = 含有相同数字的其他格子
help-colour-given = 题目给出的数字：谜题的一部分，不能更改
help-colour-entry = 你填入的数字
help-colour-notes = 笔记（铅笔标记）
help-colour-wrong = 错误的数字（检查后、开启“显示错误”时，或被提示指出）
help-colour-conflict = 在所在行、列或宫中重复的数字
help-colour-remembered = 之前的提示删去的候选数，显示在没有笔记的格子里
help-colour-linked = 立方体上：棱上的格子，由两个面共用；武士数独中：两个九宫格共用的宫里的格子
help-colour-twin = 立方体上：在另一个面上看到的选中格子
help-colour-filter = 仍可填入筛选数字的格子（筛选行）：表示该数字还能放在哪里，正如含有该数字的格子表示它已在哪里
help-colour-marks = 你自己的颜色标记（颜色行，六种颜色）：用于你自己的链和着色，没有其他含义
help-colour-veil = 盘面被遮住：游戏已暂停
help-colours-hints = 提示使用自己的颜色：
help-colour-hint-area = 要看的行、列或宫
help-colour-hint-pattern = 技巧用到的候选数
help-colour-hint-unwritten = 同上，但不在你的笔记里
help-colour-hint-fin = 带鳍鱼的鳍
help-colour-hint-removed = 这一步删去的候选数
help-colour-hint-placed = 这一步填入的数字
help-colour-hint-rule-out = 排除另一个数字的数字（用于唯一数）
help-colour-hint-strong-link = 强链：两端至少一个成立
help-colour-hint-weak-link = 弱链：两端不能同时成立
help-colour-hint-mistake = 提示指出的错误数字
help-colour-hint-conflict = 与之重复的数字
key-arrows = 方向键
key-arrows-about = 移动选择
key-digits-about = 填入数字（笔记模式下写笔记）
key-shift-digits-about = 打开或关闭一个笔记
key-select = Ctrl + 点击、Shift + 点击、拖动
key-select-about = 选中多个格子：数字、笔记、清除或颜色作用于全部
key-filter-about = 高亮仍可填这个候选数的格子（有笔记看笔记，否则看已填数字）；Ctrl + 0 关闭
key-paint-about = 给选中的格子涂色（再按一次取消）；Ctrl + Shift + 0 取消任何颜色
key-clear = 0、Backspace、Delete
key-clear-about = 清空格子
key-notes-about = 打开或关闭笔记模式
key-undo-about = 撤销
key-redo-about = 重做
key-hint-about = 提示
key-pause-about = 暂停或继续
key-check-about = 检查
key-fill-about = 用全部候选数填满笔记
key-reset-about = 重置为原题
key-new-about = 新题目
key-solve-about = 显示答案
key-mistakes-about = 显示所有错误，或只显示检查找到的错误
key-export-about = 导出 PDF
key-esc-about = 关闭对话框或胜利卡片，取消选择；然后返回（所有界面）
key-enter-about = 默认回答：开始所要求的新游戏，或在胜利卡片上进入下一题
key-quit-about = 保存游戏并退出（所有界面）
key-menu = 菜单：1 - 9、C
key-menu-about = 开始游戏、3D 立方体、统计、设置、玩法说明、对角线数独、锯齿数独、杀手数独、六宫数独；继续
key-difficulty = 难度（经典和立方体）：1 - 4
key-difficulty-about = 简单、中等、困难、专家
key-faces-about = 立方体：显示上、前或右面
key-next-face-about = 立方体：显示下一个或上一个面；武士数独：整个盘面，然后每个九宫格
key-view-about = 立方体：整个 3D 立方体，或一个平面；武士数独：整个盘面，或放大一个九宫格

## 技巧（提示标题）

technique-naked-single = 显性唯一数
technique-hidden-single = 隐性唯一数
technique-locked-candidates = 区块摒除
technique-naked-pair = 显性数对
technique-hidden-pair = 隐性数对
technique-naked-triple = 显性三数组
technique-hidden-triple = 隐性三数组
technique-x-wing = X-Wing
technique-swordfish = 剑鱼 (Swordfish)
technique-xy-wing = XY-Wing
technique-naked-quad = 显性四数组
technique-hidden-quad = 隐性四数组
technique-jellyfish = 水母 (Jellyfish)
technique-finned-x-wing = 带鳍 X-Wing
technique-sashimi-x-wing = 退化带鳍 X-Wing (Sashimi)
technique-finned-swordfish = 带鳍剑鱼
technique-sashimi-swordfish = 退化带鳍剑鱼 (Sashimi)
technique-finned-jellyfish = 带鳍水母
technique-sashimi-jellyfish = 退化带鳍水母 (Sashimi)
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-skyscraper = 摩天楼
technique-two-string-kite = 双线风筝
technique-empty-rectangle = 空矩形
technique-turbot-fish = 多宝鱼 (Turbot Fish)
technique-simple-colouring = 简单染色
technique-unique-rectangle-1 = 唯一矩形 类型 1
technique-unique-rectangle-2 = 唯一矩形 类型 2
technique-unique-rectangle-3 = 唯一矩形 类型 3
technique-unique-rectangle-4 = 唯一矩形 类型 4
technique-bug-plus-one = BUG+1
technique-remote-pairs = 远程数对
technique-x-chain = X 链
technique-xy-chain = XY 链
technique-aic = 交替推理链 (AIC)
technique-grouped-aic = 分组交替推理链
technique-sue-de-coq = Sue de Coq
technique-als-xz = ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-contradiction-forcing-chain = 矛盾强制链
technique-cell-forcing-chain = 单元格强制链
technique-unit-forcing-chain = 区域强制链
technique-nested-forcing-chain = 嵌套强制链

## 提示：步骤周围的文字

hint-title-hint = 提示
hint-title-mistake = 错误的数字
hint-title-reveal = 来自答案
hint-title-solved = 已完成
hint-where = 找找这个技巧：{ $technique }，位置：{ $area }。
hint-where-leads = 它会引出：{ $technique }。
hint-look-at = 看看 { $area }。
hint-area-cells = 格子 { $cells }
hint-mistake-repeat = { $cell } 填了 { $digit }，但{ $house }中的 { $other } 已经是 { $digit }：每个数字在每行、每列、每宫只出现一次。
hint-mistake-wrong = { $cell } 不应是 { $digit }：盘面上暂时没有与它重复的数字，但它不符合本题的唯一解。
hint-mistake-others = { $count ->
    [0] 这是唯一的错误。
   *[other] 另外还有 { $count } 处错误。
}
hint-reveal = 我知道的技巧在这里都找不到下一步，所以这来自答案：{ $cell } 是 { $digit }。
hint-reveal-where = 我知道的技巧在这个盘面上都找不到下一步。
hint-solved = 题目已完成。
hint-steps = 共 { $count } 步，按顺序进行；最后一步填入数字。
hint-naked-single-why = { $cell } 只能填 { $digit }：其他数字都已出现在它的行、列和宫中（{ $reasons }）。
hint-naked-single-earlier = { $cell } 只能填 { $digit }：前面的步骤已删去其他所有数字。
hint-reason-house-holds = { $house }有 { $digits }
hint-hidden-single-why = 在{ $house }中，{ $digit } 只能放在 { $cell }：其他每个空格都能看到一个 { $digit }（{ $reasons }）。
hint-hidden-single-full = 在{ $house }中，{ $digit } 只能放在 { $cell }：其他格都已填上。
hint-hidden-single-earlier = 在{ $house }中，{ $digit } 只能放在 { $cell }：前面的步骤已从其他格删去它。
hint-reason-sees = { $cell } 看到 { $by }
hint-ruled-out-earlier = 前面的步骤已删去：{ $removes }。
hint-where-suppose = 假设 { $cell } 是 { $digit }，看看它会推出什么。
hint-where-suppose-not = 假设 { $cell } 不是 { $digit }，看看它会推出什么。
hint-where-try-cell = 依次尝试 { $cell } 可填的每个数字（{ $digits }），看看各自推出什么。
hint-where-try-house = 依次尝试 { $digit } 在{ $house }中的每个位置（{ $cells }），看看各自推出什么。
proof-suppose = 假设 { $cell } 是 { $digit }。
proof-suppose-not = 假设 { $cell } 不是 { $digit }。
proof-holds-other = { $cell } 不是 { $digit }（它是 { $other }）。
proof-sees = { $cell } 不是 { $digit }（它看到 { $by }）。
proof-last-candidate = { $cell } 是 { $digit }（它的最后一个候选数）。
proof-last-place = { $cell } 是 { $digit }（{ $digit } 在{ $house }中的最后位置）。
proof-locked = { $cell } 不是 { $digit }（在{ $confined }中，{ $digit } 只在与{ $house }相交的格中）。
proof-nested = { $cell } 不是 { $digit }，因为假设它是 { $digit } 会导致矛盾。
proof-no-candidate = { $cell } 没有候选数了：矛盾。
proof-no-place = { $digit } 在{ $house }中没有位置了：矛盾。
proof-both = { $cell } 既是又不是 { $digit }：矛盾。
list-or = { $head } 或 { $last }
list-group-separator = {"；"}
hint-legend-area = 要看的区域
hint-legend-pattern = 技巧用到的候选数
hint-legend-fin = 鳍
hint-legend-removed = 删去
hint-legend-placed = 填入
hint-legend-strong-link = 强链：两端至少一个成立
hint-legend-weak-link = 弱链：两端不能同时成立
hint-legend-rule-out = 排除它的数字
hint-legend-unwritten = 浅色：不在你的笔记里
hint-legend-mistake = 错误的数字
hint-legend-conflict = 与之重复的数字
hint-applied = 已作为一步应用：{ $what }。撤销可以收回。
hint-applied-place = { $digit } 填入 { $cell }
hint-applied-notes = 删去的候选数已从笔记中移除
list-and = { $head } 和 { $last }
list-separator = {"、"}
house-row = 第 { $number } 行
house-column = 第 { $number } 列
house-box = 第 { $number } 宫
house-region = 第 { $number } 区
house-diagonal-down = 对角线 r1c1–r9c9
house-diagonal-up = 对角线 r1c9–r9c1
house-on-face = { $face }面{ $house }

## 提示：每种技巧为何成立。参数：$technique、$digit、$digits、$cell、$cells、$houses、
## $removes、$result。

explain-result-place = { $digit } 填入 { $cell }
explain-result-remove = 可以删去 { $removes }
explain-result-both = 可以删去 { $removes }，并且 { $digit } 填入 { $cell }
explain-family-naked-single = { $cell } 只能填 { $digit }：其他数字都已出现在它的行、列或宫中。
explain-family-hidden-single = 在{ $houses }中，{ $digit } 只能放在 { $cell }。
explain-family-locked = 在{ $houses }中，{ $digits } 只能位于 { $cells }，所以{ $result }。
explain-family-naked-subset = 在{ $houses }中，格子 { $cells } 合起来只有 { $digits }，所以{ $result }。
explain-family-hidden-subset = 在{ $houses }中，{ $digits } 只能放在 { $cells }，所以{ $result }。
explain-family-fish = { $technique }（数字 { $digits }）：在{ $houses }中，该数字被限制在 { $cells }，所以{ $result }。
explain-family-wing = { $technique }（{ $cells }，数字 { $digits }）：无论哪种情况，{ $result }。
explain-family-single-digit = { $technique }（数字 { $digits }，经过 { $cells }）：两端必有一端是该数字，所以{ $result }。
explain-family-unique = { $cells } 的 { $digits } 会导致两个解；而本题只有一个解，所以{ $result }。
explain-family-bug = { $technique }：除一个格子外，所有未解格子都只有两个候选数，这样的盘面会有两个解，所以{ $result }。
explain-family-chain = { $technique }（经过 { $cells }）：从任一端沿着链推理，{ $result }。
explain-family-forcing = { $technique }（从 { $cells } 出发）：每种情况都得出同一结论，所以{ $result }。

explain-naked-single = { explain-family-naked-single }
explain-hidden-single = { explain-family-hidden-single }
explain-locked-candidates = { explain-family-locked }
explain-naked-pair = { explain-family-naked-subset }
explain-naked-triple = { explain-family-naked-subset }
explain-naked-quad = { explain-family-naked-subset }
explain-hidden-pair = { explain-family-hidden-subset }
explain-hidden-triple = { explain-family-hidden-subset }
explain-hidden-quad = { explain-family-hidden-subset }
explain-x-wing = { explain-family-fish }
explain-swordfish = { explain-family-fish }
explain-jellyfish = { explain-family-fish }
explain-finned-x-wing = { explain-family-fish }
explain-sashimi-x-wing = { explain-family-fish }
explain-finned-swordfish = { explain-family-fish }
explain-sashimi-swordfish = { explain-family-fish }
explain-finned-jellyfish = { explain-family-fish }
explain-sashimi-jellyfish = { explain-family-fish }
explain-xy-wing = { explain-family-wing }
explain-xyz-wing = { explain-family-wing }
explain-w-wing = { explain-family-wing }
explain-sue-de-coq = { explain-family-naked-subset }
explain-als-xz = { explain-family-wing }
explain-als-xy-wing = { explain-family-wing }
explain-skyscraper = { explain-family-single-digit }
explain-two-string-kite = { explain-family-single-digit }
explain-empty-rectangle = { explain-family-single-digit }
explain-turbot-fish = { explain-family-single-digit }
explain-simple-colouring = { explain-family-single-digit }
explain-x-chain = { explain-family-single-digit }
explain-unique-rectangle-1 = { explain-family-unique }
explain-unique-rectangle-2 = { explain-family-unique }
explain-unique-rectangle-3 = { explain-family-unique }
explain-unique-rectangle-4 = { explain-family-unique }
explain-bug-plus-one = { explain-family-bug }
explain-remote-pairs = { explain-family-chain }
explain-xy-chain = { explain-family-chain }
explain-aic = { explain-family-chain }
explain-grouped-aic = { explain-family-chain }
explain-contradiction-forcing-chain = { explain-family-forcing }
explain-cell-forcing-chain = { explain-family-forcing }
explain-unit-forcing-chain = { explain-family-forcing }
explain-nested-forcing-chain = { explain-family-forcing }

# layout
view-flat-short = 平面 (V)
view-3d-short = 3D (V)
# remember
hint-write-notes = 写入我的笔记
hint-notes-written = 已写入你的笔记（撤销可还原）。
# stepper
hint-walk-next = 下一步
hint-walk-previous = 上一步
hint-walk-position = 第 { $number } / { $count }
key-walk-about = 提示的解释：下一个（上一个）步骤或链节

## 杀手数独技巧
technique-cage-combination = 笼子组合
technique-rule-of-45 = 45法则
technique-rule-of-45-combination = 45法则组合
technique-cage-locked-candidates = 笼子区块摒除
technique-cage-split = 笼子拆分
# 提示中的笼子：“r1c1 处和为 15 的笼子”
explain-cage-name = { $cell } 处和为 { $sum } 的笼子
explain-cage-combination = { $cages }只剩下仍能放进其格子的和的组合，所以{ $result }。
explain-rule-of-45 = 在{ $houses }上用45法则：每个区域之和为 45，完全在内部的笼子之和已知，剩下的那一格就是余数，所以{ $result }。
explain-rule-of-45-combination = 在{ $houses }上用45法则：{ $cells } 之和等于每个区域 45 减去完全在内部的笼子之和的余数，所以{ $result }。
explain-cage-locked-candidates = { $cages }剩下的每个组合都含有 { $digit }，而在{ $houses }中它只能位于 { $cells }，所以{ $result }。
explain-cage-split = 在{ $houses }上拆分笼子：只有{ $cages }跨过边界，45法则给出其内部部分与外部部分之和，所以{ $result }。

## The victory card and status line say how a helped game ended

victory-solve-about = 解答填好了答案：本局不记最佳时间。撤销可以收回解答。
victory-hints-about = 最后一个数字是你自己填的，之前用了 { $count } 次提示：本局不记最佳时间。
victory-help-earlier-about = 最后一个数字是你自己填的，之前用过帮助：本局不记最佳时间。
say-solved-helped = 用时 { $time } 完成（使用了帮助）。

## Statistics: only the boards played, and a reset that names what it empties

reset-sentence-every-board = 所有棋盘的表格、历史和图表都将清空。
stats-none-played = 还没有对局：你玩过的每个棋盘的表格都会出现在这里。
load-error-cages-too-large = 笼子的和 { $sum } 超出范围：一个笼子的和不能大于 45（九格，1 到 9）。
load-error-cages-sum-one-cell = 从 { $cell } 开始的笼子只有一格，和为 { $sum }，但一个数字只能在 { $low } 到 { $high } 之间。
hint-budget = 在限定的时间内没有找到可以一步步跟上的推理，所以这来自答案：{ $cell } 是 { $digit }。
hint-budget-where = 在限定的时间内没有找到可以一步步跟上的推理。
hint-where-chain-settles = 找找这个技巧：{ $technique }，它能确定{ $house }中的一格。
hint-where-chain-removes = 找找这个技巧：{ $technique }，它能从{ $house }中的一格删去一个候选数。

## Learn: the technique map, Show me and Practise

menu-learn = 技巧
key-learn = 菜单：L
key-learn-about = 技巧：示范和试做
learn-title = 解题技巧
learn-intro = 游戏的求解程序知道的每一种技巧，按组从简单到困难。示范用一个局面一步一步说明；试做给出这种技巧是最简单一步的局面。不用提示连续 5 次做对，就算会了这种技巧。
learn-back = 返回
learn-back-to-map = 返回技巧列表
learn-show-me = 示范
learn-practise = 试做
learn-no-positions = 还没有这种技巧的试做局面。
learn-band = { $band } · 分数 { $rating }
learn-only-killer = 只用于杀手数独
learn-not-killer = 不用于杀手数独
learn-standing-not-met = 还没有见到
learn-standing-seen = 在提示中见过
learn-standing-practised = 试做：做对 { $right } 次，共 { $total } 次
learn-standing-found = 自己找到 { $count } 次
learn-standing-mastered = 已会
learn-group-singles = 唯一数
learn-group-subsets = 区块和数组
learn-group-fish-wings = 鱼和 Wing
learn-group-uniqueness = 唯一性
learn-group-chains = 链和染色
learn-group-als = ALS 数组
learn-group-forcing = 强制链
learn-group-killer = 杀手数独的笼子技巧
learn-loading = 正在找局面…
learn-none-found = 试做局面中没有这种技巧是最简单一步的局面。
learn-show-title = 示范：{ $technique }
learn-show-previous = 上一步
learn-show-next = 下一步
learn-show-from = 局面来自 { $source }。
learn-practise-title = 试做：{ $technique }
learn-practise-count = 第 { $number } 个局面，共 { $count } 个
learn-practise-task = 做出{ $technique }这一步：填入它给出的数字，或者打开笔记，删去它排除的候选数，然后按检查。
learn-notes = 笔记
learn-check = 检查
learn-where = 看哪里
learn-next-position = 下一个
learn-again = 再做一次
learn-verdict-right = 对了：这就是{ $technique }这一步。
learn-verdict-partly = 部分正确：这些候选数可以删去，但这一步排除的更多。继续删，然后再检查。
learn-verdict-wrong = 不是这一步：{ $technique }在这里不是这样做的。再试一次，或者看看看哪里（这个局面就算用了提示）。
learn-nothing-removed = 还没有可以检查的：填入一个数字，或者打开笔记删去候选数。
learn-exhausted = { $technique }的试做局面（游戏自带的和为你新做的）都做完了。
learn-mastered-now = 已会{ $technique }：不用提示连续 5 次做对。
help-learn-heading = 技巧
help-learn = 技巧（菜单中按 L）列出每一种技巧：它是什么，以及你的情况：还没有见到、在提示中见过、自己找到（游戏会记下你自己做的步）、试做过或已会。示范像提示一样，用一个局面一步一步说明。试做给出这种技巧是最简单一步的局面：填入数字或删去它排除的候选数，然后按检查；回答是对了、部分正确或不是这一步。不用提示连续 5 次做对（试做或自己的游戏中都算），就算会了；做错、部分正确或用提示做的步都会重新计数。
learn-about-naked-single = 一个格子的行、列和宫里已经有除一个数字以外的所有数字：这个数字就填在这里。
learn-about-hidden-single = 一个数字在一个行、列或宫中只能填在一个格子里：它就填在这里。
learn-about-locked-candidates = 一个数字在一个宫中只出现在一行或一列（或在一行中只出现在一个宫）：它从这一行或宫的其他格子中删去。
learn-about-naked-pair = 一个区域中两个格子只有同样的两个候选数：这两个数字属于它们，从区域的其他格子中删去。
learn-about-hidden-pair = 两个数字在一个区域中只能填在同样的两个格子里：这两个格子的其他候选数删去。
learn-about-naked-triple = 一个区域中三个格子一共只有三个数字：这些数字从区域的其他格子中删去。
learn-about-hidden-triple = 三个数字在一个区域中只能填在同样的三个格子里：这些格子的其他候选数删去。
learn-about-x-wing = 一个数字在两行中只出现在同样的两列：它在对角上，所以从这两列的其他格子中删去（或者行列互换）。
learn-about-swordfish = 三行的 X-Wing：一个数字在三行中只出现在同样的三列，从这些列的其他格子中删去。
learn-about-xy-wing = 中心格 {"{"}a,b{"}"} 看到两个 {"{"}a,c{"}"} 和 {"{"}b,c{"}"} 的格子：其中一个一定是 c，所以同时看到两者的格子删去 c。
learn-about-naked-quad = 一个区域中四个格子一共只有四个数字：这些数字从区域的其他格子中删去。
learn-about-hidden-quad = 四个数字只能填在同样的四个格子里：这些格子的其他候选数删去。
learn-about-jellyfish = 四行的鱼：一个数字在四行中只出现在同样的四列，从这些列的其他格子中删去。
learn-about-finned-x-wing = 一个宫里有多余候选数（鱼鳍）的 X-Wing：X-Wing 或鱼鳍之一成立，同时看到两者的格子删去这个数字。
learn-about-sashimi-x-wing = 少一个角的带鳍 X-Wing：用鱼鳍替换这个角。
learn-about-finned-swordfish = 一个宫里有鱼鳍的 Swordfish：在它的列中并看到鱼鳍的格子删去这个数字。
learn-about-sashimi-swordfish = 少一个角的带鳍 Swordfish：用鱼鳍替换这个角。
learn-about-finned-jellyfish = 一个宫里有鱼鳍的 Jellyfish：在它的行列中并看到鱼鳍的格子删去这个数字。
learn-about-sashimi-jellyfish = 少一个角的带鳍 Jellyfish：用鱼鳍替换这个角。
learn-about-xyz-wing = 中心格 {"{"}a,b,c{"}"} 看到 {"{"}a,c{"}"} 和 {"{"}b,c{"}"}：三个格子之一是 c，同时看到三者的格子删去 c。
learn-about-w-wing = 两个有同样数对 {"{"}a,b{"}"} 的格子，由 a 的强链相连：其中一个是 b，同时看到两者的格子删去 b。
learn-about-skyscraper = 两行（或两列）中一个数字各有两个位置，各有一端在同一条线上：另外两端之一是这个数字，同时看到两者的格子删去它。
learn-about-two-string-kite = 一个数字在一行和一列中各有一对位置，在一个宫中相连：一个自由端是这个数字，看到两者的格子删去它。
learn-about-empty-rectangle = 一个宫中一个数字的位置都在一行和一列上，加上这个数字在一条线上的一对位置：在它们相交的位置删去这个数字。
learn-about-turbot-fish = 一个数字的链：强、弱、强。两端之一是这个数字，同时看到两端的格子删去它。
learn-about-simple-colouring = 把一个数字的强链用两种颜色染色：一种颜色成立。同一区域中出现两次的颜色不成立；看到两种颜色的格子删去这个数字。
learn-about-unique-rectangle-1 = 两个宫中四个格子有同样的数对会有两个解；三个格子只有这个数对时，第四个格子不能是这两个数字。
learn-about-unique-rectangle-2 = 两个角有同一个多余数字的唯一矩形：它在其中一个角，同时看到两者的格子删去它。
learn-about-unique-rectangle-3 = 唯一矩形的多余数字和区域中的其他格子组成数组：这些数字从区域的其他格子中删去。
learn-about-unique-rectangle-4 = 两个角之间有其中一个数字的强链的唯一矩形：另一个数字从这两个角删去。
learn-about-bug-plus-one = 每个空格子都有两个候选数，只有一个有三个：这个格子要填在它的区域中出现三次的数字，否则会有两个解。
learn-about-remote-pairs = 一串有同样数对的格子，每个看到下一个：看到相隔单数步的两端的格子删去这两个数字。
learn-about-x-chain = 一个数字的链，强链和弱链交替：一端是这个数字，同时看到两端的格子删去它。
learn-about-xy-chain = 一串只有两个候选数的格子，每个和下一个共有一个数字：开头不是 x，另一端就是 x，同时看到两者的格子删去 x。
learn-about-aic = 强链和弱链交替的链，连接格子和数字：它的两端之一成立。
learn-about-grouped-aic = 强链和弱链交替的链，链上也可以是一组格子（一个数字在宫和线中的位置）。
learn-about-sue-de-coq = 宫和线相交的格子，加上线和宫中的格子组成数组：这些数字从线和宫的其他格子中删去。
learn-about-als-xz = 两个ALS 数组（n 个格子 n+1 个数字）共有一个限制数字 x：另一个共有数字 z 从看到两者所有 z 的格子中删去。
learn-about-als-xy-wing = 两个ALS 数组各用一个不同的限制数字与第三个相连：前两个共有的数字从看到它所有位置的格子中删去。
learn-about-contradiction-forcing-chain = 假设一个候选数成立，看它推出什么：推出矛盾时，这个候选数不成立。
learn-about-cell-forcing-chain = 依次试一个格子的每个候选数：它们都推出的结论成立。
learn-about-unit-forcing-chain = 依次试一个数字在一个区域中的每个位置：它们都推出的结论成立。
learn-about-nested-forcing-chain = 在假设中再做假设的强制链：求解程序最后的方法。
learn-about-cage-combination = 笼子的和只能分成一些不同数字的组合；还能填入的组合中都没有的数字删去。
learn-about-rule-of-45 = 每行、每列、每宫的和都是 45：整个笼子填满一个区域只差一个格子，或多出一个格子时，用和算出这个格子。
learn-about-rule-of-45-combination = 剩下两三个格子的 45 法则：它们的和已知，所以像笼子一样限制。
learn-about-cage-locked-candidates = 一个笼子剩下的每个组合都有的数字，在笼中的位置都在一个区域里：它从这个区域的其他格子中删去。
learn-about-cage-split = 只有一个笼子跨过区域的边：45 法则把它的和分成里面和外面两部分。
learn-show-other = 这里{ $technique }是最简单的一步，但提示用最少的步得出一个数字，它的标题是{ $other }。试做会检查{ $technique }这一步。
custom-board-how = 点一格，输入数字（Delete 或 Backspace 清除），或在这里粘贴题目：盘面和这段文字互相跟随。
custom-entry-empty = 在盘面上输入已知数，或粘贴题目。
custom-unique = 恰好有唯一解：可以开始。
custom-unsettled = 一秒内未能确定是否恰好有唯一解：开始时会检查到底。
custom-layout-first-jigsaw = 在下面粘贴带区域图的锯齿数独：盘面会显示区域，然后就可以在上面输入数字。
custom-layout-first-killer = 在下面粘贴带笼子图和和值的杀手数独：盘面会显示笼子，然后就可以在上面输入数字。
custom-region-size = 区域 { $region } 有 { $cells } 格；一个区域需要 9 格。
custom-region-apart = 区域 { $region } 不相连；区域的格子必须边相连。
custom-type-givens = 输入数字
custom-paint-regions = 画区域
custom-paint-how = 在一格上按下并拖动：经过的格子会加入它的区域。或选中一格，输入区域的序号。
custom-cages-loose = 81 格中还有 { $cells } 格不在任何笼子里。
custom-draw-cages = 画笼子
custom-cage-how = 在一格上按下并拖过笼子的格子，然后输入它的和（Backspace 删去一位）。在格子上画新笼子会把它们从原来的笼子里移出。
custom-cage-sum = 所选笼子的和：
load-error-unsettled = 在限定的时间内无法确定这道题是否恰好有唯一解，所以没有打开。请检查题目，或再加一些已知数。

# The entry screen: a puzzle read from a picture.
custom-from-picture = 从图片读取…
custom-picture-dialog-title = 打开一个题目的图片
custom-picture-reading = 正在读取图片…
custom-picture-read = 从图片读到 { $givens } 个数字。开始前请和图片对一下。
custom-picture-doubtful = 从图片读到 { $givens } 个数字；请检查这些格：{ $cells }，那里读得不确定。
custom-picture-no-dialog = 这里无法打开文件对话框（没有桌面门户，也没有 zenity）。
custom-picture-no-grid = 图片中没有找到数独的格子（需要完整的 9×9 盘面）。
custom-picture-unreadable = 无法读取图片：{ $why }

# Next for you (Learn): a puzzle at the player's frontier, on the victory card and the menu.
nextup-button = 为你选的下一题
nextup-menu = 为你选的下一题：{ $board }
nextup-why-first = 先从简单难度开始：每一步都是最简单的技巧。
nextup-why-next = { $found ->
    [0] 需要“{ $technique }”，这是你的下一个技巧：技巧页面有示范和试做。
   *[other] 需要“{ $technique }”，这是你的下一个技巧：你已经自己找到 { $found } 次。
}
nextup-why-known = { $found ->
    [0] 需要“{ $technique }”，这是你在试做中已会的技巧。
   *[other] 需要“{ $technique }”，你已经会用：自己找到 { $found } 次。
}

# Statistics: the Techniques tab (Learn).
stats-tab-techniques = 技巧
stats-technique = 技巧
stats-found = 自己找到
stats-via-hint = 借助提示
stats-practice = 试做
stats-mastered = 已会
stats-first-found = 首次找到
stats-first-found-on = 首次找到：{ $date }
stats-mastered-on = 已会：{ $date }
stats-techniques-count = 见过 { $count } 种技巧
stats-techniques-empty = 还没有见过任何技巧：你在对局中自己下的每一步、打开的提示和在技巧页面的试做都会记在这里。
stats-techniques-note = 自己找到：技巧能解释的你自己下的步数。试做：做对次数/总次数。不借助提示连续做对 { $run } 次即算已会。
custom-picture-caption = 读到的图片：蓝线是找到的盘面，橙框是读得不确定的格（盘面上也标出了，输入数字即可改正）。
custom-picture-how = 也可以把图片拖到窗口里，或粘贴（Ctrl+V）。
edge-hint-more = +{ $count }
proof-cage-removes = { $cell } 不是 { $digit }（{ $cage }的 { $cells } 个空格和为 { $left }：只有 { $combos } 可以）。
proof-cage-places = { $cell } 是 { $digit }（{ $cage }的 { $cells } 个空格和为 { $left }：只有 { $combos } 可以）。
proof-cage-or = {" 或 "}
proof-cage-over = { $cage }中的数字已超过它的和：矛盾。
proof-cage-full = { $cage }已填满，但和不对：矛盾。
proof-cage-no-fit = { $cage }的 { $cells } 个空格和为 { $left }，但没有组合可以：矛盾。
learn-more = 新局面
learn-making = 正在为你做一个新的{ $technique }局面，要几秒钟，做好后会在这里出现。
learn-none-made = 没能及时做出新的{ $technique }局面。请等一会再试：每次都会在其他题目中找。
learn-made-position = 为你新做的局面：游戏自带的局面已做完。
nextup-why-pool = { $found ->
    [0] 需要“{ $technique }”，这是你的下一个技巧。这种盘面没有关卡需要它，所以这道题来自试做局面：技巧页面有示范和试做。
   *[other] 需要“{ $technique }”，这是你的下一个技巧（你自己找到过 { $found } 次）。这种盘面没有关卡需要它，所以这道题来自试做局面。
}
nextup-why-generated = { $found ->
    [0] 需要“{ $technique }”，这是你的下一个技巧。这种盘面没有关卡需要它，所以这道题是为你新做的：技巧页面有示范和试做。
   *[other] 需要“{ $technique }”，这是你的下一个技巧（你自己找到过 { $found } 次）。这种盘面没有关卡需要它，所以这道题是为你新做的。
}
learn-beside-easier = 这里也有更简单的技巧可用：{ $technique }从来不是最简单的一步，所以这里在它能用的局面上试做它。
learn-score-answered = 试做完成：在你回答的 { $answered } 个局面中，做对 { $right } 个，部分正确 { $partly } 个，不对 { $wrong } 个。
learn-score-none = 试做完成：你没有回答任何局面。
learn-score-skipped = { $score }略过 { $skipped } 个。
menu-mini = 六宫数独
game-mini = { $difficulty }六宫数独
game-subtitle-mini = 六宫 · { $tag }
difficulty-title-mini = 新的六宫数独
loading-mini = 正在生成六宫数独：{ $difficulty }…
stats-mini = 六宫数独
stats-mode-mini = 六宫
help-mini-heading = 六宫数独
help-mini-rules = 一个适合开始的小盘面：六行、六列和六个两行三列的宫。每行、每列和每个宫里 1 到 6 各出现一次，所以只有 1 到 6 键可以填数。
help-mini-board = 六宫数独有简单、中等和困难三个难度；经典盘面的所有技巧都可以用在它上面，提示也像经典盘面一样用 r1c1 到 r6c6 指出格子。
menu-giant = 16宫数独
game-giant = { $difficulty }16宫数独
game-subtitle-giant = 16宫 · { $tag }
difficulty-title-giant = 新的16宫数独
loading-giant = 正在生成16宫数独：{ $difficulty }…
stats-giant = 16宫数独
stats-mode-giant = 16宫
help-giant-heading = 16宫数独
help-giant-rules = 大盘面：16 行、16 列和 16 个四行四列的宫。每行、每列和每个宫里 1 到 9 和 A 到 G 这 16 个符号各出现一次（A 是 10，G 是 16），和大多数 16×16 题目的印法一样。
help-giant-board = 用字母键输入 A 到 G（按住 Shift：笔记），所以在这个盘面上 C 和 F 用来填数；“检查”和“填满笔记”在游戏菜单里。16宫数独有简单到专家四个难度；除了 ALS 以外，经典盘面的所有技巧都可以用在它上面，提示用 r1c1 到 r16c16 指出格子。
menu-samurai = 武士数独
game-samurai = { $difficulty }武士数独
game-subtitle-samurai = 武士 · { $tag }
difficulty-title-samurai = 新的武士数独
loading-samurai = 正在生成武士数独：{ $difficulty }…
stats-samurai = 武士数独
stats-mode-samurai = 武士
help-samurai-heading = 武士数独
help-samurai-rules = 一个盘面上有五个经典九宫格：中间的九宫格每个角上的宫都和一个角上的九宫格共用。每个九宫格的每行、每列和每个宫里 1 到 9 各出现一次，所以共用宫里的数字在两个九宫格里都算。
help-samurai-board = 整个盘面一次显示。旁边五个九宫格的小地图（指到方块上会显示九宫格名称）可以放大其中一个九宫格（共用宫有底色），“整个盘面”回到全部；Tab 依次切换整个盘面和五个九宫格，V 在整个盘面和上次显示的九宫格之间切换。武士数独有简单到专家四个难度；提示会连同九宫格说出格子（“中间 r1c1”；共用的格子按第一个含有它的九宫格，从左上开始），共用宫按两个九宫格说出，并把推理从一个九宫格带到另一个。
samurai-whole = 整个盘面
samurai-showing-whole = 全部五个九宫格
samurai-showing-grid = { $grid }九宫格
