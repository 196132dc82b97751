# Судоку 3D: тексты окна на русском.
#
# Каждое сообщение должно быть во всех языках (это проверяет тест `i18n`). Числа выбирают
# форму: [one] 1, 21…; [few] 2–4, 22–24…; [many] 5–20, 25…; *[other] дроби.

## Общее

app-name = Судоку 3D
back = ‹ Назад
close = Закрыть
cancel = Отмена
menu = Меню
new-puzzle = Новая игра
best-time = рекорд { $time }
window-title-game = Судоку 3D — { $game }

## Уровни сложности

difficulty-easy = Лёгкий
difficulty-medium = Средний
difficulty-hard = Сложный
difficulty-expert = Эксперт
rating-beyond = За пределами
difficulty-easy-about = Только одиночки: спокойная игра.
difficulty-medium-about = Нужны запертые кандидаты, пары или X-Wing.
difficulty-hard-about = Нужны тройки, Swordfish, XY/XYZ-Wing, четвёрки или уникальные прямоугольники.
difficulty-expert-about = Нужны Skyscraper, W-Wing, рыбы с плавником, раскраска или цепочки.
difficulty-killer-easy-about = Сочетания групп и одиночки: спокойная игра.
difficulty-killer-medium-about = Нужны правило 45 (одна клетка снаружи), пары или запертые кандидаты.
difficulty-killer-hard-about = Нужны суммы внутренних и внешних клеток, цифры, запертые в группе, разбиение групп, тройки или крылья.
difficulty-killer-expert-about = Нужны цепочки или вынуждающие цепочки.

## Темы

theme-system = Системная
theme-light = Светлая
theme-dark = Тёмная
theme-button = Тема: { $theme }

## Меню

menu-tagline = Классическая 9×9, диагональная, пазл, киллер, мини 6×6, гигант 16×16 и самурай, а также куб из трёх связанных граней
menu-continue = Продолжить
menu-play = Играть
menu-cube = 3D-куб
menu-diagonal = Диагональная
menu-jigsaw = Пазл
menu-killer = Киллер
menu-statistics = Статистика
menu-settings = Настройки
menu-help = Как играть
menu-quit = Выход
notice-dismiss = Скрыть

## Как называется сохранённая игра

game-your-puzzle = Ваша головоломка
game-puzzle = Головоломка: { $difficulty }
game-cube = Куб: { $difficulty }
game-diagonal = Диагональная: { $difficulty }
game-jigsaw = Пазл: { $difficulty }
game-killer = Киллер: { $difficulty }
game-level = уровень { $number }
game-paused-suffix = { $game } (пауза)
game-solved-suffix = { $game } (решено)

## Выбор сложности

difficulty-title = Новая игра
difficulty-title-diagonal = Новая диагональная игра
difficulty-title-jigsaw = Новый пазл
difficulty-title-killer = Новый киллер
difficulty-choose = Выберите сложность
difficulty-custom = Ввести свою головоломку…

## Загрузка

loading-puzzle = Составляем головоломку: { $difficulty }…
loading-cube = Составляем куб: { $difficulty }…
loading-diagonal = Составляем диагональную головоломку: { $difficulty }…
loading-jigsaw = Составляем пазл и его области: { $difficulty }…
loading-killer = Составляем киллер и его клетки-суммы: { $difficulty }…
loading-about = У каждой головоломки ровно одно решение, угадывать не нужно.

## Вопрос о новой игре

confirm-title = Начать новую игру?
confirm-unfinished = У вас есть незаконченная игра: { $game }.
confirm-board-game = игра на доске
confirm-warning = Если начать новую, она будет потеряна (и серия прервётся).
confirm-keep = Продолжить игру
confirm-start = Начать новую
confirm-keys = Enter — начать новую · Esc — продолжить игру
quit-unsaved-title = Не удалось сохранить игру. Всё равно выйти?
quit-unsaved-reason = { $error }.
quit-unsaved-warning = Если выйти сейчас, несохранённое будет потеряно. Пока окно открыто, игра пытается сохранить его каждую секунду.
quit-unsaved-keep = Продолжить игру
quit-unsaved-quit = Всё равно выйти

## Настройки

settings-title = Настройки
settings-theme = Тема
settings-language = Язык
settings-language-system = Системный ({ $language })
settings-peers = Подсвечивать строку, столбец и блок выбранной клетки
settings-same-digit = Подсвечивать все клетки с выбранной цифрой
settings-mistakes = Показывать ошибки красным по ходу игры

## Статистика

stats-title = Статистика
stats-classic = Классика 9×9
stats-cube = 3D-куб
stats-diagonal = Диагональная (X)
stats-jigsaw = Пазл
stats-killer = Киллер
stats-your-puzzles = Ваши
stats-difficulty = Сложность
stats-played = Сыграно
stats-won = Побед
stats-no-help = Без помощи
stats-best = Рекорд
stats-average = Среднее
stats-streak = Серия
stats-best-streak = Лучшая серия
stats-note = Рекорды, среднее время и серии учитывают только победы без подсказок и «Решить».
stats-tab-summary = Сводка
stats-tab-history = История
stats-game = Игра
stats-date = Дата
stats-mode = Поле
stats-mode-classic = Классика
stats-mode-cube = Куб
stats-mode-diagonal = Диагональная
stats-mode-jigsaw = Пазл
stats-mode-killer = Киллер
stats-time = Время
stats-hints = Подсказки
stats-result = Итог
stats-result-solved = Решено
stats-result-helped = Решено с помощью
stats-result-abandoned = Брошено
stats-history-count = Последние игры: { $count }, сначала новые.
stats-history-empty = Игр пока нет: здесь появится каждая законченная или брошенная игра.
stats-chart-title = Время решения
stats-chart-minutes = Минуты
stats-chart-games = Решённые игры, от старых к новым (не больше { $count } последних)
stats-chart-helped = С помощью
stats-chart-empty = На этом поле пока нет решённых игр.
stats-reset = Сбросить статистику…
reset-title = Сбросить статистику?
reset-warning = Это нельзя отменить. Незаконченная игра останется.
reset-cancel = Отмена
reset-confirm = Сбросить

## Своя головоломка

custom-title = Своя головоломка
custom-how = Введите или вставьте 81 символ, строка за строкой: 1–9 — данная цифра, . или 0 — пустая клетка.
custom-marks = Или позицию с пометками: 729 символов или 81 группу кандидатов, как их печатает HoDoKu.
custom-checked = Перед игрой проверяется, что решение ровно одно.
custom-placeholder = 81 символ, например 53..7....6..195....98....6.8...6...34..8.3..17...2...6.6....28....
custom-count = { $cells } из 81 клетки
custom-count-long = { $characters } из 729 символов
custom-count-groups = { $groups } из 81 группы кандидатов
custom-checking = Проверяем, что решение ровно одно…
custom-play = Играть
custom-paste = Вставить
custom-clipboard-empty = В буфере обмена нет текста.
custom-board = Поле:
custom-jigsaw-how = Головоломка-пазл — это её 81 клетка, строка за строкой (1–9 — данная цифра, . или 0 — пустая клетка), затем пробел или новая строка, затем карта областей.
custom-jigsaw-map = Карта областей — 81 символ, строка за строкой: одна и та же буква (или цифра) для всех девяти клеток области, например AAABBBCCC… Подходят и девять строк сетки, за которыми девять строк карты.
custom-diagonal-how = На диагональном поле обе главные диагонали тоже должны содержать цифры от 1 до 9 по разу.
custom-placeholder-jigsaw = 81 клетка, пробел, затем 81 буква областей, например 53..7…  AAABBBCCC…
custom-count-jigsaw = клеток: { $cells } из 81, символов карты: { $symbols } из 81
custom-killer-how = Киллер — это его 81 клетка, строка за строкой (1–9 — данная цифра, . или 0 — пустая клетка; если данных цифр нет, клетки можно не писать), затем пробел и карта групп, затем пробел и суммы.
custom-killer-map = Карта групп — 81 символ, строка за строкой: группа — это клетки с одним символом, соприкасающиеся сторонами (группы, которые не соприкасаются, могут иметь один символ). Затем суммы через запятую, группа за группой, в порядке первой клетки каждой группы, строка за строкой.
custom-placeholder-killer = 81 клетка (можно не писать), 81 символ групп, суммы, например aabbc… 3,17,12…
custom-count-killer = клеток: { $cells } из 81, символов групп: { $symbols } из 81, сумм: { $sums }, всего { $total } из 405
custom-count-killer-no-givens = без данных цифр, символов групп: { $symbols } из 81, сумм: { $sums }, всего { $total } из 405
load-error-no-cages = Для киллера нужны группы: 81 клетка (можно не писать), пробел, 81 символ групп, пробел, затем суммы через запятую.
load-error-cages-length = Символов в карте групп: { $found }, а нужно 81 — по одному на клетку, строка за строкой.
load-error-cages-cover = Клетка { $cell } входит в несколько групп или ни в одну (групп: { $count }), а каждая клетка должна быть ровно в одной группе.
load-error-cages-connected = Группа с первой клеткой { $cell } распалась на части: её клетки должны соприкасаться сторонами.
load-error-cages-too-big = Клеток в группе с первой клеткой { $cell }: { $cells }, а в группе их не больше 9 — цифры в ней не повторяются.
load-error-cages-sum = В группе с первой клеткой { $cell } клеток: { $cells }, сумма { $sum }, но { $cells } разных цифр дают в сумме от { $low } до { $high }.
load-error-cages-sum-count = Групп в карте: { $cages }, а сумм: { $sums } — нужна одна сумма на группу, в порядке первой клетки каждой группы.
load-error-cages-not-a-number = «{ $text }» — не сумма группы: суммы — это числа через запятую.
load-error-cages-total = Суммы групп дают вместе { $total }, а всё поле даёт 405 (девять строк по 45): проверьте суммы.
load-error-no-regions = Для пазла нужна карта областей: после 81 клетки — пробел и 81 символ, по одному на клетку, одинаковый для клеток одной области.
load-error-regions-length = Символов в карте областей: { $found }, а нужно 81 — по одному на клетку, строка за строкой.
load-error-regions-count = Областей в карте: { $found }, а в пазле их 9, по 9 клеток.
load-error-regions-size = Клеток в области { $region } этой карты: { $cells }, а в каждой области должно быть ровно 9.
load-error-regions = Карта областей неверна: { $detail }.
load-error-empty = Сначала введите или вставьте головоломку: 81 символ (1–9 — данные цифры, . или 0 — пустые клетки) или позицию с пометками.
load-error-parse = Это не головоломка: { $detail }.
load-error-no-solution = У этой головоломки нет решения: { $detail }.
load-error-multiple = У этой головоломки больше одного решения, а у судоку оно должно быть ровно одно. Добавьте данных цифр.
load-error-length = Это не головоломка: символов { $found }, а нужно 81, для позиции с пометками — 729 (или 81 группа кандидатов).
load-error-marks = Пометки клетки { $cell } не содержат { $digit }, а решению там нужна именно эта цифра: исправьте пометки этой клетки.
load-error-marks-multiple = У этой позиции больше одного решения в пределах её пометок, а у судоку оно должно быть ровно одно. Вычеркните ещё пометки или добавьте цифр.
load-error-marks-none = У этой позиции нет решения в пределах её пометок: в какой-то клетке пометки не содержат нужной ей цифры. Проверьте пометки.
load-error-solved = Эта головоломка уже заполнена: оставьте несколько клеток пустыми (. или 0).
load-error-does-not-fit = Не удалось начать игру: решение не подходит к головоломке.
load-error-no-thread = Не удалось загрузить головоломку: система не запустила для неё поток ({ $detail }).
load-error-thread-stopped = Не удалось загрузить головоломку: поток головоломки остановился.

## Начало игры на кубе

cube-title = 3D-куб
cube-about = Три грани куба, Верх, Перед и Право, и каждая — отдельное судоку. Где две грани сходятся, клетки ребра принадлежат обеим: это лавандовые клетки.
cube-legend-long = Лавандовые клетки лежат на ребре: одна клетка видна с двух граней (с трёх в углу). Нажмите грань куба, чтобы показать её.
cube-legend = Лавандовые клетки общие с другой гранью.
face-top = Верх
face-front = Перед
face-right = Право
face-top-left = Левое верхнее
face-top-right = Правое верхнее
face-centre = Центральное
face-bottom-left = Левое нижнее
face-bottom-right = Правое нижнее
house-in-grid = { $house } (поле «{ $grid }»)
house-shared-box = общий блок полей «{ $first }» и «{ $second }»
side-top = верхняя строка
side-right = правый столбец
side-bottom = нижняя строка
side-left = левый столбец
edge-link = { $face }, { $side }
edge-link-reversed = { $face }, { $side }, обратно
edge-right-joins = Правый край: { $link }
edge-left-joins = Левый край: { $link }

## Игра

game-entered = своя головоломка
game-entered-graded = своя головоломка, сложность: { $rating }
game-entered-beyond = своя головоломка: сложнее известных приёмов, нужен перебор
game-subtitle-classic = классика 9×9 · { $tag }
game-subtitle-cube = куб · { $tag }
game-subtitle-diagonal = диагональная · { $tag }
game-subtitle-jigsaw = пазл · { $tag }
game-subtitle-killer = киллер · { $tag }
cage-combinations = { $sum } в { $cells ->
    [one] { $cells } клетке
   *[other] { $cells } клетках
}:
pause = Пауза
resume = Дальше
paused = Пауза
paused-about = Часы остановлены, доска скрыта.
paused-status = Пауза.
status-idle = Выберите клетку, затем цифру (или стрелки, { $digits }, Backspace).
status-notes = Режим заметок: панель пишет пометки. N или «Заметки» — назад.
status-selected = Выбрано клеток: { $count }. Цифра, заметка, «Стереть» или цвет — во все сразу.
tools-filter = Фильтр
tools-colour = Цвет
status-hint-open = Подсказка: H — следующий шаг, Esc — закрыть.
action-undo = Отменить
action-redo = Вернуть
action-hint = Подсказка
action-check = Проверить
action-fill-notes = Кандидаты
action-solve = Решить
action-reset = Сброс
action-export = PDF
notes-on = Заметки: вкл
notes-off = Заметки: выкл
show-mistakes = Показывать ошибки
view-flat = Плоская грань (V)
view-3d = Куб в 3D (V)
pad-clear = Стереть
pad-left = { $count ->
    [0] все на месте
   *[other] ещё { $count }
}
say-select-first = Сначала выберите клетку, затем цифру.
say-select-cell = Сначала выберите клетку.
say-filled-notes = Во всех пустых клетках теперь заметки с кандидатами.
say-nothing-undo = Нечего отменять.
say-nothing-redo = Нечего возвращать.
say-reset = Всё с начала. «Отменить» вернёт ваши цифры.
say-solution-filled = Решение заполнено. Начните новую головоломку, когда захотите.
say-solved-in = Решено за { $time }!
refusal-given = Это данная клетка: её нельзя изменить.
refusal-finished = Головоломка уже решена.
refusal-out-of-range = Нет такой клетки.
refusal-stale = Доска изменилась после того, как нашлась подсказка: попросите подсказку снова.
check-solved = Решено!
check-not-solved = Пока не решено: { $wrong ->
    [0] ошибок нет
    [one] { $wrong } клетка с ошибкой
    [few] { $wrong } клетки с ошибкой
   *[many] { $wrong } клеток с ошибкой
}{ $empty ->
    [0] .
    [one] , осталось заполнить { $empty } клетку.
    [few] , осталось заполнить { $empty } клетки.
   *[many] , осталось заполнить { $empty } клеток.
}

## Победа

victory-helped = Решено с помощью
victory-solved = Решено!
victory-time = Ваше время: { $time }
victory-replay = Уже решали: повтор не идёт в статистику.
victory-new-best-was = Новый рекорд! (был { $time })
victory-first-win = Новый рекорд! Первая победа на этой сложности.
victory-best = Рекорд: { $time }
victory-next = Следующая игра
victory-keys = Enter — следующая игра · Esc — посмотреть на доску
hints-used = { $count ->
    [one] { $count } подсказка
    [few] { $count } подсказки
   *[many] { $count } подсказок
}

## Подсказки

hint-looking = Ищем подсказку…
hint-why = Почему?
hint-apply = Применить
hint-back-to-correct = Назад к последней верной позиции
hint-step-of = Шаг { $number } из { $count }: { $text }
hint-last-cell = Подсказка: { $text } Это была последняя клетка.
hint-undone = { $count ->
    [0] Ни один ход не оставил неверной цифры: отменять нечего.
    [one] Назад к последней верной позиции: отменён { $count } ход («Вернуть» вернёт его).
    [few] Назад к последней верной позиции: отменено { $count } хода («Вернуть» вернёт их).
   *[many] Назад к последней верной позиции: отменено { $count } ходов («Вернуть» вернёт их).
}
stage-where = Куда смотреть
stage-why = Почему
stage-applied = Применено

## Экспорт в PDF

export-title = Экспорт в PDF
export-about = Страница для печати с этой головоломкой.
export-progress = С моими цифрами (уже поставленными)
export-solution = С решением на второй странице
export-choose = Выбрать файл…
export-dialog-title = Сохранить головоломку в PDF
export-written = PDF сохранён: { $path }.
export-failed = Не удалось сохранить PDF: { $error }.
export-cancelled = Экспорт отменён: файл не выбран.
export-no-dialog = В системе нет окна выбора файла (ни портала рабочего стола, ни zenity); PDF сохранён в { $path }.
export-pdf-title = Судоку 3D
print-puzzle = Головоломка { $number }
print-solution = Решение { $number }
print-solutions-title = { $title }: решения
print-page = Страница { $page } из { $pages }
print-legend-shaded = Закрашенные клетки лежат на двух гранях (угловая — на трёх).
print-legend-edges = Рёбра с одной буквой — одни и те же клетки; c идёт от угла, где грани сходятся.

## Уведомления о файлах

notice-resume-failed = Не удалось продолжить сохранённую игру ({ $error }).
notice-save-failed-retrying = Не удалось сохранить прогресс: { $error }. Повторная попытка каждую секунду.
notice-open-elsewhere = «Судоку 3D» уже открыта в другом окне с той же папкой данных. Этим окном можно пользоваться, но оно ничего не сохраняет (ни прогресс, ни статистику, ни настройки): чтобы сохранить прогресс, играйте в другом окне.
notice-read-only = Игра открыта в другом окне: здесь ничего не сохраняется.
notice-read-only-unlocked = Не удалось заблокировать папку данных: здесь ничего не сохраняется.
notice-read-only-lock-lost = Файл блокировки папки данных удалён: дальше здесь ничего не сохраняется.
notice-lock-failed = Не удалось заблокировать папку данных ({ $error }), поэтому туда может сохранять и другое окно. Этим окном можно пользоваться, но оно ничего не сохраняет (ни прогресс, ни статистику, ни настройки).
notice-lock-lost = Файл блокировки папки данных был удалён или заменён, пока это окно было открыто, поэтому туда теперь может сохранять другое окно. С этого момента это окно ничего не сохраняет (ни прогресс, ни статистику, ни настройки).
notice-file-settings = файл настроек
notice-file-statistics = файл статистики
notice-file-saved-game = файл сохранённой игры
notice-instead-settings = используются настройки по умолчанию
notice-instead-statistics = статистика начинается заново
notice-instead-saved-game = продолжить игру нельзя
notice-file-kept = Не удалось прочитать { $file } ({ $problem }); он сохранён как { $path }, а { $instead }.
notice-file-not-moved = Не удалось прочитать { $file } ({ $problem }); отложить его в сторону не удалось, а { $instead }.
notice-file-left = Не удалось прочитать { $file } ({ $problem }); он оставлен как есть, а { $instead }.
notice-file-unopened = Не удалось открыть { $file } ({ $problem }); он оставлен как есть и не будет перезаписан, а { $instead }.
problem-empty = файл пуст
problem-not-text = файл не является текстом UTF-8
problem-too-big = размер файла { $size } МБ, а игра читает не больше { $limit } МБ
problem-not-a-file = это не обычный файл
problem-not-json = это не корректный JSON: строка { $line }, столбец { $column }
problem-not-the-format = это не формат игры ({ $detail }): строка { $line }, столбец { $column }
problem-newer = это версия { $found }, а игра читает версии до { $known }
problem-other-version = это версия { $found }, а игра читает версию { $known }
problem-inconsistent = значения вне допустимых пределов или не согласуются: { $detail }

## Как играть

help-title = Как играть
help-rules-heading = Правила
help-rules = Заполните сетку так, чтобы в каждой строке, каждом столбце и каждом блоке 3×3 все цифры от 1 до 9 встречались ровно по разу. Затенённые цифры даны и не меняются. У каждой головоломки ровно одно решение, и её можно решить одной логикой.
help-cube-heading = 3D-куб
help-cube = 3D-куб — это три грани куба, Верх, Перед и Право, и каждая грань — отдельное судоку: в каждой строке, столбце и блоке 3×3 грани цифры от 1 до 9 стоят по разу. Где две грани сходятся, ряд клеток вдоль ребра принадлежит обеим граням: эти связанные клетки лавандовые. Цифра в лавандовой клетке стоит сразу на двух гранях и должна подходить обеим. Угол, где сходятся три ребра, — одна клетка, видимая со всех трёх граней.
help-cube-picture = На картинке 7, 4 и 2 стоят на рёбрах, поэтому каждая нарисована на двух гранях; отмеченная угловая клетка — на всех трёх.
help-cube-play = Вы играете на всём кубе в 3D: нажмите любую клетку любой грани и введите цифру; грань этой клетки становится текущей, а у выбранной клетки ребра розовым показан её двойник на другой грани. V (или кнопка под полем) переключает на одну плоскую грань с подписанными связанными краями; грани там переключаются кнопками Верх, Перед и Право (или Alt+1, 2, 3, или Tab). Куб решён, когда решены все три грани.
help-variants-heading = Диагональная и Пазл
help-diagonal-heading = Диагональная судоку (X)
help-diagonal-rules = Правила классической судоку и ещё одно: каждая из двух главных диагоналей, из угла в угол, тоже содержит все цифры от 1 до 9 ровно по разу. Центральная клетка лежит на обеих.
help-diagonal-board = На поле клетки обеих диагоналей подкрашены, чтобы было видно, какие клетки в них входят; цифра, повторённая на диагонали, отмечается как конфликт, как и в строке.
help-diagonal-picture = На рисунке каждая подкрашенная диагональ содержит цифры от 1 до 9 по разу.
help-jigsaw-heading = Пазл (судоку с фигурными областями)
help-jigsaw-rules = Каждая строка и каждый столбец содержат все цифры от 1 до 9 ровно по разу, как в классике, но блоков 3×3 нет: сетка разрезана на девять неправильных областей по девять клеток, и в каждой области цифры от 1 до 9 тоже встречаются по разу.
help-jigsaw-board = Толстые линии рисуют границы областей, тонкие разделяют клетки внутри области. У каждой головоломки-пазла своя раскладка областей.
help-jigsaw-picture = На рисунке подкрашенная область содержит цифры от 1 до 9 по разу, как и любая другая.
help-killer-heading = Киллер-судоку
help-killer-rules = Правила классической судоку и ещё группы: у каждой группы клеток есть сумма. Цифры группы в сумме дают её сумму, и ни одна цифра не повторяется в группе. Обычно киллер начинается совсем без цифр: подсказки — это суммы.
help-killer-board = Каждая группа обведена пунктиром чуть внутри своих клеток, а её сумма написана мелко в левом верхнем углу её первой клетки. Цифра, повторённая в группе, отмечается как конфликт, как и группа, цифры которой превысили её сумму.
help-killer-picture = На рисунке 3 в двух клетках — это только 1 + 2, а 17 в двух клетках — только 8 + 9. В левом верхнем блоке три целые группы, 3 + 17 + 18 = 38, и одна клетка группы, выходящей за блок: эта подкрашенная клетка равна 45 − 38 = 7.
help-killer-start-heading = С чего начать
help-killer-combinations = Сочетания: некоторые суммы складываются лишь одним способом. В двух клетках 3 — это 1 + 2, 4 — 1 + 3, 16 — 7 + 9, 17 — 8 + 9; в трёх клетках 6 — это 1 + 2 + 3, 24 — 7 + 8 + 9. Эти цифры и есть кандидаты группы, а строки, столбцы и блоки, через которые она проходит, сужают их дальше. Начинайте с самых малых и самых больших сумм.
help-killer-45 = Правило 45: цифры от 1 до 9 в сумме дают 45, значит, каждая строка, столбец и блок дают 45. Если целые группы заполняют строку, столбец или блок, кроме одной клетки, эта клетка равна 45 минус их суммы; если целые группы покрывают его и одна клетка выступает наружу, она равна их суммам минус 45. Так же считаются две или три строки, столбца или блока вместе (90, 135).
help-killer-helper = На экране игры выберите клетку: помощник сочетаний перечислит, какими разными цифрами можно набрать сумму её группы, — запоминать их наизусть не нужно.
help-variants-solving = Решение: приёмы классической судоку работают на обоих полях, а каждая диагональ или область считается ещё одной группой клеток. Приёмы, построенные на блоках 3×3, приспособлены к областям или не применяются там, где они неверны; подсказка называет диагональ или область, на которую опирается, и показывает её на поле.
help-controls-heading = Управление
help-keyboard-heading = Клавиатура
help-play = Игра
help-play-about = нажмите клетку, затем цифру на панели; «Стереть» очищает клетку. Панель показывает, сколько каждой цифры осталось.
help-notes = Заметки
help-notes-about = включите заметки, чтобы писать пометки; «Кандидаты» вписывает кандидатов во все клетки. Поставленная цифра сама убирается из заметок своей строки, столбца и блока.
help-hint = Подсказка
help-hint-about = показывает следующий логический шаг в три этапа (см. «Подсказки» ниже); ошибочная цифра на доске указывается первой.
help-check = Проверка
help-check-about = говорит, решена ли доска, и отмечает неверные клетки. «Показывать ошибки» отмечает их по ходу игры. Цифра, повторённая в строке, столбце или блоке, всегда отмечена оранжевым.
help-solve = Решить
help-solve-about = заполняет решение (игра считается решённой с помощью). «Сброс» стирает ваши цифры. Обе кнопки красные, и «Отменить» отменяет любую; использованная помощь остаётся засчитанной.
help-new = Новая
help-new-about = «Новая игра» (и «Играть», и ввод своей) сначала спрашивает, если останется незаконченная игра.
help-clock = Часы
help-clock-about = Пауза скрывает доску и счётчики; часы стоят и тогда, когда окно теряет фокус.
help-export = PDF
help-export-about = «PDF» сохраняет страницу для печати с головоломкой, по желанию с вашими цифрами и решением.
help-menu = ⋯
help-menu-about = меню игры в заголовке: «Проверить», «Кандидаты», «Показывать ошибки», PDF, «Сброс», «Решить» и «Новая игра», у каждого пункта его клавиши. Esc или щелчок вне меню закрывает его.
help-tools = Инструменты
help-tools-about = Ctrl+щелчок или Shift+щелчок добавляет клетки к выделению, протягивание мышью выделяет ряд клеток: цифра, заметка или «Стереть» идут во все сразу. Ряд «Фильтр» (Ctrl+1-9) подсвечивает клетки, где эта цифра ещё возможна; ряд «Цвет» (Ctrl+Shift+1-6) красит выделенные клетки для ваших цепочек и раскраски.
help-hints-heading = Подсказки
help-hints-stages = Подсказка идёт в три этапа. Сначала она говорит, куда смотреть: приём и строку, столбец или блок (для цепочки — предположение, с которого начать), но не ответ. «Почему?» рисует фигуру на доске и объясняет её; для одиночки отмечает цифры рядом, которые исключают остальные. «Применить» делает шаг одним ходом, который отменяется кнопкой «Отменить». Подсказка считается помощью, как только вы спросили «почему».
help-hints-chains = Подсказка из нескольких шагов перечисляет их по порядку, а звенья цепочки стоят с отступом под своим шагом. Их можно пройти по одному кнопками «Дальше» и «Назад» (или клавишами . и , либо Page Down и Page Up): на доске нарисованы только звенья до текущего.
help-hints-legend = Небольшая легенда рядом с подсказкой объясняет пометки: синие кандидаты использует приём, зачёркнутые красные убираются, зелёная рамка — ставящаяся цифра, сплошная линия — сильная связь (один из концов верен), пунктир — слабая (оба конца не верны одновременно); бледные кандидаты нет в ваших заметках.
help-colours-heading = Цвета
help-colours-board = Каждый цвет на доске означает одно, и на плоской доске, и на 3D-кубе:
help-colour-selected = выбранная клетка
help-colour-peer = её строка, столбец и блок (на кубе — на всех гранях, куда они доходят)
help-colour-same = другие клетки с той же цифрой
help-colour-given = данная цифра: часть головоломки, её нельзя изменить
help-colour-entry = цифра, которую поставили вы
help-colour-notes = заметки (карандашные пометки)
help-colour-wrong = неверная цифра (после «Проверить», при «Показывать ошибки» или указанная подсказкой)
help-colour-conflict = цифра, повторённая в своей строке, столбце или блоке
help-colour-remembered = кандидат, убранный прошлой подсказкой, в клетке без заметок
help-colour-linked = на кубе: клетка на ребре, общая для двух граней; в «Самурае»: клетка блока, общего для двух полей
help-colour-twin = на кубе: выбранная клетка, видимая на другой грани
help-colour-filter = клетки, где цифра фильтра ещё возможна (ряд «Фильтр»): куда цифра может встать, как клетки с цифрой показывают, где она стоит
help-colour-marks = ваши цветные пометки (ряд «Цвет», шесть цветов): для ваших цепочек и раскраски, другого смысла у них нет
help-colour-veil = доска закрыта: игра на паузе
help-colours-hints = Подсказка рисует своими цветами:
help-colour-hint-area = строки, столбцы или блоки, куда смотреть
help-colour-hint-pattern = кандидат, который использует приём
help-colour-hint-unwritten = то же, но его нет в ваших заметках
help-colour-hint-fin = плавник рыбы с плавником
help-colour-hint-removed = кандидат, который шаг убирает
help-colour-hint-placed = цифра, которую шаг ставит
help-colour-hint-rule-out = цифра, исключающая другую (для одиночки)
help-colour-hint-strong-link = сильная связь: верен один из концов
help-colour-hint-weak-link = слабая связь: оба конца не верны одновременно
help-colour-hint-mistake = неверная цифра, на которую указывает подсказка
help-colour-hint-conflict = цифра, которую она повторяет
key-arrows = Стрелки
key-arrows-about = двигают выделение
key-digits-about = ставят цифру (заметку в режиме заметок)
key-shift-digits-about = включают или выключают заметку
key-select = Ctrl + щелчок, Shift + щелчок, протягивание
key-select-about = выделяют несколько клеток: цифра, заметка, стирание или цвет попадут во все
key-filter-about = подсвечивают клетки, где эта цифра ещё возможна (по заметкам, а без них — по расставленным цифрам); Ctrl + 0 выключает
key-paint-about = красят выделенные клетки в цвет (повторно — снимают его); Ctrl + Shift + 0 снимает любой цвет
key-clear = 0, Backspace, Delete
key-clear-about = очищают клетку
key-notes-about = режим заметок вкл/выкл
key-undo-about = отменить
key-redo-about = вернуть
key-hint-about = подсказка
key-pause-about = пауза или продолжение
key-check-about = проверить
key-fill-about = вписать всех кандидатов в заметки
key-reset-about = сбросить к началу
key-new-about = новая головоломка
key-solve-about = показать решение
key-mistakes-about = показывать все ошибки или только найденные проверкой
key-export-about = сохранить головоломку в PDF
key-esc-about = закрыть окно или карточку победы, снять выделение; затем назад (на любом экране)
key-enter-about = ответ по умолчанию: начать запрошенную новую игру или, на карточке победы, следующую
key-quit-about = сохранить игру и выйти (на любом экране)
key-menu = Меню: 1 - 9, C
key-menu-about = Играть, 3D-куб, Статистика, Настройки, Как играть, Диагональная, Пазл, Киллер, Мини 6×6; Продолжить
key-difficulty = Сложность (классика и куб): 1 - 4
key-difficulty-about = Лёгкий, Средний, Сложный, Эксперт
key-faces-about = куб: показать Верх, Перед или Право
key-next-face-about = куб: следующая или предыдущая грань; самурай: вся доска, затем каждое поле
key-view-about = куб: весь куб в 3D или одна плоская грань; самурай: вся доска или одно поле крупнее

## Приёмы (заголовки подсказок)

technique-naked-single = Открытая одиночка
technique-hidden-single = Скрытая одиночка
technique-locked-candidates = Запертые кандидаты
technique-naked-pair = Открытая пара
technique-hidden-pair = Скрытая пара
technique-naked-triple = Открытая тройка
technique-hidden-triple = Скрытая тройка
technique-x-wing = X-Wing
technique-swordfish = Swordfish (рыба-меч)
technique-xy-wing = XY-Wing
technique-naked-quad = Открытая четвёрка
technique-hidden-quad = Скрытая четвёрка
technique-jellyfish = Jellyfish (медуза)
technique-finned-x-wing = X-Wing с плавником
technique-sashimi-x-wing = Сашими X-Wing
technique-finned-swordfish = Swordfish с плавником
technique-sashimi-swordfish = Сашими Swordfish
technique-finned-jellyfish = Jellyfish с плавником
technique-sashimi-jellyfish = Сашими Jellyfish
technique-xyz-wing = XYZ-Wing
technique-w-wing = W-Wing
technique-skyscraper = Небоскрёб
technique-two-string-kite = Воздушный змей
technique-empty-rectangle = Пустой прямоугольник
technique-turbot-fish = Turbot Fish (тюрбо)
technique-simple-colouring = Простая раскраска
technique-unique-rectangle-1 = Уникальный прямоугольник, тип 1
technique-unique-rectangle-2 = Уникальный прямоугольник, тип 2
technique-unique-rectangle-3 = Уникальный прямоугольник, тип 3
technique-unique-rectangle-4 = Уникальный прямоугольник, тип 4
technique-bug-plus-one = BUG+1
technique-remote-pairs = Удалённые пары
technique-x-chain = X-цепочка
technique-xy-chain = XY-цепочка
technique-aic = Цепочка чередующихся выводов
technique-grouped-aic = Групповая цепочка чередующихся выводов
technique-sue-de-coq = Sue de Coq
technique-als-xz = ALS-XZ
technique-als-xy-wing = ALS-XY-Wing
technique-contradiction-forcing-chain = Цепочка от противного
technique-cell-forcing-chain = Цепочка от клетки
technique-unit-forcing-chain = Цепочка от дома
technique-nested-forcing-chain = Вложенная цепочка

## Подсказки: слова вокруг шагов

hint-title-hint = Подсказка
hint-title-mistake = Неверная цифра
hint-title-reveal = Из решения
hint-title-solved = Решено
hint-where = Ищите приём «{ $technique }»: { $area }.
hint-where-leads = Он ведёт к приёму «{ $technique }».
hint-look-at = Посмотрите на { $area }.
hint-area-cells = клетки { $cells }
hint-mistake-repeat = В { $cell } стоит { $digit }, но в { $other } ({ $house }) уже стоит { $digit }: каждая цифра встречается в строке, столбце и блоке один раз.
hint-mistake-wrong = В { $cell } не может быть { $digit }: на доске её пока ничто не повторяет, но она не подходит к единственному решению.
hint-mistake-others = { $count ->
    [0] Других ошибок нет.
    [one] Ещё { $count } цифра неверна.
    [few] Ещё { $count } цифры неверны.
   *[many] Ещё { $count } цифр неверны.
}
hint-reveal = Ни один известный мне приём здесь не находит шага, поэтому это из решения: в { $cell } стоит { $digit }.
hint-reveal-where = Ни один известный мне приём не находит шага на этой доске.
hint-solved = Головоломка решена.
hint-steps = { $count ->
    [one] { $count } шаг по порядку; последний ставит цифру.
    [few] { $count } шага по порядку; последний ставит цифру.
   *[many] { $count } шагов по порядку; последний ставит цифру.
}
hint-naked-single-why = В { $cell } может стоять только { $digit }: все остальные цифры уже есть в её строке, столбце и блоке ({ $reasons }).
hint-naked-single-earlier = В { $cell } может стоять только { $digit }: предыдущие шаги убрали все остальные цифры.
hint-reason-house-holds = { $house }: { $digits }
hint-hidden-single-why = Здесь ({ $house }) цифре { $digit } подходит только клетка { $cell }: каждая другая пустая клетка видит { $digit } ({ $reasons }).
hint-hidden-single-full = Здесь ({ $house }) цифре { $digit } подходит только клетка { $cell }: все остальные клетки заполнены.
hint-hidden-single-earlier = Здесь ({ $house }) цифре { $digit } подходит только клетка { $cell }: из остальных клеток её убрали предыдущие шаги.
hint-reason-sees = { $cell } видит { $by }
hint-ruled-out-earlier = Убрано предыдущими шагами: { $removes }.
hint-where-suppose = Предположите, что в { $cell } стоит { $digit }, и проследите, к чему это ведёт.
hint-where-suppose-not = Предположите, что в { $cell } не { $digit }, и проследите, к чему это ведёт.
hint-where-try-cell = Переберите по очереди цифры, возможные в { $cell } ({ $digits }), и проследите, к чему ведёт каждая.
hint-where-try-house = Переберите по очереди места для { $digit } здесь: { $house } ({ $cells }), и проследите, к чему ведёт каждое.
proof-suppose = Предположим, в { $cell } стоит { $digit }.
proof-suppose-not = Предположим, в { $cell } не { $digit }.
proof-holds-other = В { $cell } не { $digit } (там { $other }).
proof-sees = В { $cell } не { $digit } (она видит { $by }).
proof-last-candidate = В { $cell } { $digit } (последний кандидат).
proof-last-place = В { $cell } { $digit } (последнее место для { $digit }: { $house }).
proof-locked = В { $cell } не { $digit } ({ $confined }: { $digit } только в клетках, где { $house }).
proof-nested = В { $cell } не { $digit }: предположение, что там { $digit }, ведёт к противоречию.
proof-no-candidate = У { $cell } не осталось кандидатов: противоречие.
proof-no-place = Для { $digit } не осталось места ({ $house }): противоречие.
proof-both = В { $cell } { $digit } должна и стоять, и не стоять: противоречие.
list-or = { $head } или { $last }
list-group-separator = {"; "}
hint-legend-area = куда смотреть
hint-legend-pattern = кандидаты приёма
hint-legend-fin = плавники
hint-legend-removed = убирается
hint-legend-placed = ставится
hint-legend-strong-link = сильная связь: один из концов верен
hint-legend-weak-link = слабая связь: оба конца не верны одновременно
hint-legend-rule-out = цифры, которые это исключают
hint-legend-unwritten = бледные: нет в ваших заметках
hint-legend-mistake = ошибочная цифра
hint-legend-conflict = цифра, которую она повторяет
hint-applied = Применено одним ходом: { $what }. «Отменить» вернёт всё назад.
hint-applied-place = { $digit } поставлена в { $cell }
hint-applied-notes = убранные кандидаты стёрты из заметок
list-and = { $head } и { $last }
list-separator = {", "}
house-row = строка { $number }
house-column = столбец { $number }
house-box = блок { $number }
house-region = область { $number }
house-diagonal-down = диагональ r1c1–r9c9
house-diagonal-up = диагональ r1c9–r9c1
house-on-face = { $house } ({ $face })

## Подсказки: почему шаг верен, по приёмам. Аргументы: $technique, $digit, $digits,
## $cell, $cells, $houses, $removes, $result.

explain-result-place = { $digit } встаёт в { $cell }
explain-result-remove = можно убрать { $removes }
explain-result-both = можно убрать { $removes }, и { $digit } встаёт в { $cell }
explain-family-naked-single = В { $cell } может стоять только { $digit }: все остальные цифры уже есть в её строке, столбце или блоке.
explain-family-hidden-single = Здесь ({ $houses }) цифре { $digit } подходит только клетка { $cell }.
explain-family-locked = Здесь ({ $houses }) цифра { $digits } может быть только в { $cells }, поэтому { $result }.
explain-family-naked-subset = Здесь ({ $houses }) в клетках { $cells } вместе только цифры { $digits }, поэтому { $result }.
explain-family-hidden-subset = Здесь ({ $houses }) цифры { $digits } подходят только клеткам { $cells }, поэтому { $result }.
explain-family-fish = { $technique } по цифре { $digits }: в { $houses } она заперта в { $cells }, поэтому { $result }.
explain-family-wing = { $technique } на { $cells } (цифры { $digits }): как бы ни легли цифры, { $result }.
explain-family-single-digit = { $technique } по цифре { $digits } через { $cells }: цифра стоит на одном из концов, поэтому { $result }.
explain-family-unique = { $cells } с цифрами { $digits } дали бы два решения; а решение одно, поэтому { $result }.
explain-family-bug = { $technique }: у всех нерешённых клеток, кроме одной, по два кандидата, а такая доска имела бы два решения, поэтому { $result }.
explain-family-chain = { $technique } через { $cells }: по звеньям с любого конца выходит, что { $result }.
explain-family-forcing = { $technique } от { $cells }: каждый случай ведёт к одному выводу, поэтому { $result }.

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
view-flat-short = Грань (V)
view-3d-short = 3D (V)
# remember
hint-write-notes = Записать в мои заметки
hint-notes-written = Записано в ваши заметки (отмена вернёт как было).
# stepper
hint-walk-next = Дальше
hint-walk-previous = Назад
hint-walk-position = { $number } из { $count }
key-walk-about = объяснение подсказки: следующий (предыдущий) шаг или звено

## Техники киллера
technique-cage-combination = Сочетания группы
technique-rule-of-45 = Правило 45
technique-rule-of-45-combination = Правило 45: сочетания
technique-cage-locked-candidates = Запертые кандидаты группы
technique-cage-split = Разбиение группы
# группа в подсказке: «группа 15 с r1c1»
explain-cage-name = группа { $sum } с { $cell }
explain-cage-combination = { $cages }: остаются только сочетания её суммы, которые ещё помещаются в её клетки, поэтому { $result }.
explain-rule-of-45 = Правило 45 ({ $houses }): каждая область даёт в сумме 45, группы целиком внутри известны, а оставшаяся клетка получает остаток, поэтому { $result }.
explain-rule-of-45-combination = Правило 45 ({ $houses }): { $cells } в сумме дают то, что группы целиком внутри оставляют от 45 на каждую область, поэтому { $result }.
explain-cage-locked-candidates = { $cages }: каждое оставшееся сочетание содержит { $digit }, а здесь ({ $houses }) эта цифра может быть только в { $cells }, поэтому { $result }.
explain-cage-split = Разбиение группы ({ $houses }): границу пересекает только одна группа, { $cages }, и правило 45 даёт сумму её части внутри и части снаружи, поэтому { $result }.

## The victory card and status line say how a helped game ended

victory-solve-about = «Решить» заполнило решение: рекорд не засчитывается. «Отменить» отменит решение.
victory-hints-about = { $count ->
    [one] Последнюю цифру вы поставили сами, после { $count } подсказки: рекорд не засчитывается.
   *[other] Последнюю цифру вы поставили сами, после { $count } подсказок: рекорд не засчитывается.
}
victory-help-earlier-about = Последнюю цифру вы поставили сами, но раньше в этой игре была помощь: рекорд не засчитывается.
say-solved-helped = Решено за { $time }, с помощью.

## Statistics: only the boards played, and a reset that names what it empties

reset-sentence-every-board = Таблицы всех полей, история и график будут очищены.
stats-none-played = Игр пока нет: здесь появится таблица каждого поля, на котором вы сыграете.
load-error-cages-too-large = Сумма группы { $sum } слишком велика: самая большая сумма группы — 45 (девять клеток, от 1 до 9).
load-error-cages-sum-one-cell = В группе с клеткой { $cell } одна клетка и сумма { $sum }, но одна цифра — это число от { $low } до { $high }.
hint-budget = За отведённое время не нашлось шага, который человек мог бы проследить, поэтому это из решения: в { $cell } стоит { $digit }.
hint-budget-where = За отведённое время не нашлось шага, который человек мог бы проследить.
hint-where-chain-settles = Ищите приём «{ $technique }»: он решает одну из клеток здесь: { $house }.
hint-where-chain-removes = Ищите приём «{ $technique }»: он убирает кандидата из одной из клеток здесь: { $house }.

## Learn: the technique map, Show me and Practise

menu-learn = Учиться
key-learn = Меню: L
key-learn-about = Учиться: приёмы, «Покажи» и «Тренировка»
learn-title = Приёмы решения
learn-intro = Все приёмы, которые знает решатель игры, группами от простых к сложным. «Покажи» разбирает настоящую позицию; «Тренировка» даёт позиции, где этот приём — самый простой шаг. Приём освоен после 5 верных ходов подряд без подсказки.
learn-back = Назад
learn-back-to-map = К списку приёмов
learn-show-me = Покажи
learn-practise = Тренировка
learn-no-positions = Для него пока нет позиций.
learn-band = { $band } · оценка { $rating }
learn-only-killer = Только в киллере
learn-not-killer = Не в киллере
learn-standing-not-met = Ещё не встречался
learn-standing-seen = Видели в подсказке
learn-standing-practised = Тренировка: верно { $right } из { $total }
learn-standing-found = { $count ->
    [one] Найден самостоятельно { $count } раз
    [few] Найден самостоятельно { $count } раза
   *[other] Найден самостоятельно { $count } раз
}
learn-standing-mastered = Освоен
learn-group-singles = Одиночки
learn-group-subsets = Пересечения и группы
learn-group-fish-wings = Рыбы и крылья
learn-group-uniqueness = Единственность
learn-group-chains = Цепочки и раскраска
learn-group-als = Почти закрытые наборы
learn-group-forcing = Цепочки следствий
learn-group-killer = Приёмы с клетками-суммами
learn-loading = Ищем позицию…
learn-none-found = В наборе для тренировки не нашлось позиции, где этот приём — самый простой шаг.
learn-show-title = Покажи: { $technique }
learn-show-previous = Назад
learn-show-next = Дальше
learn-show-from = Позиция из { $source }.
learn-practise-title = Тренировка: { $technique }
learn-practise-count = Позиция { $number } из { $count }
learn-practise-task = Сделайте шаг «{ $technique }»: поставьте цифру, которую он даёт, или включите «Заметки» и уберите кандидатов, которых он исключает, затем нажмите «Проверить».
learn-notes = Заметки
learn-check = Проверить
learn-where = Куда смотреть
learn-next-position = Дальше
learn-again = Ещё раз
learn-verdict-right = Верно: это шаг «{ $technique }».
learn-verdict-partly = Отчасти верно: эти кандидаты уходят, но шаг исключает больше. Продолжайте и проверьте снова.
learn-verdict-wrong = Не то: здесь шаг «{ $technique }» делает другое. Попробуйте ещё раз или спросите, куда смотреть (тогда позиция считается с подсказкой).
learn-nothing-removed = Пока нечего проверять: поставьте цифру или включите «Заметки» и уберите кандидатов.
learn-exhausted = Это были все готовые позиции для приёма «{ $technique }»: из игры и составленные для вас.
learn-mastered-now = Приём «{ $technique }» освоен: 5 верных подряд без подсказки.
help-learn-heading = Учиться
help-learn = «Учиться» (L в меню) перечисляет все приёмы: что это и как у вас с ним — ещё не встречался, видели в подсказке, найден самостоятельно (игра засчитывает ваши собственные ходы), тренировались или освоен. «Покажи» разбирает настоящую позицию по этапам, как подсказка. «Тренировка» даёт позиции, где приём — самый простой шаг: поставьте цифру или уберите кандидатов, которых он исключает, и нажмите «Проверить»; ответ — верно, отчасти верно или не то. Приём освоен после 5 верных ходов подряд без подсказки, в тренировке или в своих партиях; неверный или неполный ответ, как и ход подсказки, начинает счёт заново.
learn-about-naked-single = Клетка, где все цифры, кроме одной, уже есть в её строке, столбце или блоке: туда встаёт эта цифра.
learn-about-hidden-single = Цифра, которой в строке, столбце или блоке подходит только одна клетка: она встаёт туда.
learn-about-locked-candidates = Цифра, которая в блоке стоит только в одной строке или столбце (или в строке — только в одном блоке): она уходит из остальной части этой линии или блока.
learn-about-naked-pair = Две клетки группы с одними и теми же двумя кандидатами: эти цифры их, и они уходят из остальных клеток группы.
learn-about-hidden-pair = Две цифры, которым в группе подходят только одни и те же две клетки: остальные кандидаты уходят из этих клеток.
learn-about-naked-triple = Три клетки группы, у которых на всех только три цифры: эти цифры уходят из остальной группы.
learn-about-hidden-triple = Три цифры, которым подходят только одни и те же три клетки группы: остальные кандидаты уходят из них.
learn-about-x-wing = Цифра в двух строках стоит только в тех же двух столбцах: она в противоположных углах, и уходит из остальных клеток этих столбцов (или наоборот).
learn-about-swordfish = X-Wing из трёх: цифра в трёх строках только в тех же трёх столбцах уходит из остальных клеток этих столбцов.
learn-about-xy-wing = Опорная клетка {"{"}a,b{"}"} видит клешни {"{"}a,c{"}"} и {"{"}b,c{"}"}: одна из клешней — c, и c уходит из клеток, видящих обе.
learn-about-naked-quad = Четыре клетки группы, у которых на всех только четыре цифры: эти цифры уходят из остальной группы.
learn-about-hidden-quad = Четыре цифры, которым подходят только одни и те же четыре клетки: остальные кандидаты уходят из них.
learn-about-jellyfish = Рыба из четырёх: цифра в четырёх строках только в тех же четырёх столбцах уходит из остальных клеток этих столбцов.
learn-about-finned-x-wing = X-Wing с лишними кандидатами (плавником) в одном блоке: верен X-Wing или плавник, и клетки, видящие оба, теряют цифру.
learn-about-sashimi-x-wing = X-Wing с плавником без одного угла: плавник заменяет угол, и клетки, видящие его и фигуру, теряют цифру.
learn-about-finned-swordfish = Swordfish с плавником в одном блоке: клетки в его столбцах, видящие плавник, теряют цифру.
learn-about-sashimi-swordfish = Swordfish с плавником без одного угла, который заменяет плавник.
learn-about-finned-jellyfish = Jellyfish с плавником в одном блоке: клетки в его линиях, видящие плавник, теряют цифру.
learn-about-sashimi-jellyfish = Jellyfish с плавником без одного угла, который заменяет плавник.
learn-about-xyz-wing = Опора {"{"}a,b,c{"}"} видит клешни {"{"}a,c{"}"} и {"{"}b,c{"}"}: одна из трёх клеток — c, и c уходит из клеток, видящих все три.
learn-about-w-wing = Две клетки с одной парой {"{"}a,b{"}"}, связанные сильной связью по a: одна из них — b, и b уходит из клеток, видящих обе.
learn-about-skyscraper = Две строки (или столбца), где у цифры по два места, и по одному концу в общей линии: другой конец одной из них — эта цифра, и клетки, видящие оба, её теряют.
learn-about-two-string-kite = Пара цифры в строке и пара в столбце, связанные в одном блоке: один из свободных концов — эта цифра, и клетка, видящая оба, её теряет.
learn-about-empty-rectangle = Блок, где места цифры образуют крест, и пара этой цифры в линии: вместе они убирают цифру там, где встречаются крест и пара.
learn-about-turbot-fish = Цепочка одной цифры: сильная, слабая, сильная связь. Один из концов — эта цифра, и клетки, видящие оба конца, её теряют.
learn-about-simple-colouring = Раскрасьте сопряжённые пары цифры в два цвета: один цвет верен. Цвет дважды в группе неверен; клетка, видящая оба цвета, теряет цифру.
learn-about-unique-rectangle-1 = Четыре клетки в двух блоках с одной парой дали бы два решения; если у трёх только эта пара, в четвёртой нет ни одной из этих цифр.
learn-about-unique-rectangle-2 = Уникальный прямоугольник, у двух углов которого одна и та же лишняя цифра: она в одном из них, и клетки, видящие оба, её теряют.
learn-about-unique-rectangle-3 = Уникальный прямоугольник, лишние цифры которого с другими клетками группы образуют открытую группу: её цифры уходят из остальной группы.
learn-about-unique-rectangle-4 = Уникальный прямоугольник с сильной связью по одной из его цифр между двумя углами: другая цифра уходит из этих углов.
learn-about-bug-plus-one = У каждой пустой клетки два кандидата, кроме одной с тремя: в неё встаёт цифра, которая трижды встречается в её группах, иначе решений было бы два.
learn-about-remote-pairs = Цепочка клеток с одной парой, каждая видит следующую: клетки, видящие два конца через нечётное число звеньев, теряют обе цифры.
learn-about-x-chain = Цепочка одной цифры с чередованием сильных и слабых связей: один конец — эта цифра, и клетки, видящие оба конца, её теряют.
learn-about-xy-chain = Цепочка клеток с двумя кандидатами, каждая делит цифру со следующей: если начало не x, то конец x, и клетки, видящие оба, теряют x.
learn-about-aic = Цепочка с чередованием сильных и слабых связей по клеткам и цифрам: один из её концов верен.
learn-about-grouped-aic = Цепочка с чередованием связей, звенья которой могут быть и группами клеток (места цифры в блоке и линии).
learn-about-sue-de-coq = Клетки пересечения блока и линии, дополненные клетками линии и блока до закрытых наборов: их цифры уходят из остальной линии и блока.
learn-about-als-xz = Два почти закрытых набора (n клеток, n+1 цифра) с общей ограниченной цифрой x: другая общая цифра z уходит из клеток, видящих все z обоих.
learn-about-als-xy-wing = Два почти закрытых набора, каждый связан с третьим своей ограниченной цифрой: общая для первых двух цифра уходит из клеток, видящих все её места.
learn-about-contradiction-forcing-chain = Предположите, что кандидат верен, и следуйте за следствиями: если они ведут к противоречию, кандидат неверен.
learn-about-cell-forcing-chain = Переберите все кандидаты одной клетки: вывод, к которому ведут все, верен.
learn-about-unit-forcing-chain = Переберите все места цифры в группе: вывод, к которому ведут все, верен.
learn-about-nested-forcing-chain = Цепочка следствий с предположениями внутри предположения: последнее средство решателя.
learn-about-cage-combination = Сумма клетки-суммы раскладывается лишь на некоторые наборы разных цифр; цифры, которых нет ни в одном подходящем наборе, уходят.
learn-about-rule-of-45 = Каждая строка, столбец и блок дают в сумме 45: когда целые клетки-суммы заполняют область без одной клетки или с одной выступающей, суммы дают эту клетку.
learn-about-rule-of-45-combination = Правило 45, когда остаются две или три клетки: их сумма известна, и они ограничены как клетка-сумма.
learn-about-cage-locked-candidates = Цифра, которая есть во всех оставшихся наборах клетки-суммы, и её места лежат в одной группе: она уходит из остальной группы.
learn-about-cage-split = Клетка-сумма одна пересекает границу области: правило 45 делит её сумму на часть внутри и часть снаружи.
learn-show-other = Здесь «{ $technique }» — самый простой шаг, но кратчайший путь подсказки к цифре назван по приёму «{ $other }». «Тренировка» проверяет сам шаг «{ $technique }».
custom-board-how = Выберите клетку и введите цифру (Delete или Backspace стирает её) или вставьте головоломку сюда: поле и этот текст следуют друг за другом.
custom-entry-empty = Введите данные цифры на поле или вставьте головоломку.
custom-unique = Решение ровно одно: можно играть.
custom-unsettled = За секунду не удалось выяснить, одно ли решение: кнопка «Играть» проверит до конца.
custom-layout-first-jigsaw = Вставьте ниже головоломку-пазл с картой областей: поле покажет области и примет цифры, которые вы введёте.
custom-layout-first-killer = Вставьте ниже киллер с картой групп и суммами: поле покажет группы и примет цифры, которые вы введёте.
custom-region-size = В области { $region } клеток: { $cells }; нужно 9.
custom-region-apart = Область { $region } разорвана; её клетки должны соприкасаться сторонами.
custom-type-givens = Цифры
custom-paint-regions = Области
custom-paint-how = Нажмите на клетку и ведите: клетки на пути войдут в её область. Или выберите клетку и введите номер области.
custom-cages-loose = Клеток вне групп: { $cells } из 81.
custom-draw-cages = Группы
custom-cage-how = Нажмите на клетку и проведите по клеткам группы, затем введите её сумму (Backspace стирает цифру). Новая группа поверх клеток забирает их из старой.
custom-cage-sum = Сумма выбранной группы:
load-error-unsettled = За отведённое время не удалось проверить, что у этой головоломки ровно одно решение, поэтому она не открыта. Проверьте головоломку или добавьте данных цифр.

# The entry screen: a puzzle read from a picture.
custom-from-picture = С картинки…
custom-picture-dialog-title = Открыть картинку с головоломкой
custom-picture-reading = Читаем картинку…
custom-picture-read = С картинки прочитано цифр: { $givens }. Сверьте их с картинкой перед игрой.
custom-picture-doubtful = С картинки прочитано цифр: { $givens }; проверьте { $cells }: там чтение неуверенное.
custom-picture-no-dialog = Здесь не открыть окно выбора файла (нет портала рабочего стола и нет zenity).
custom-picture-no-grid = На картинке не найдено поле судоку (нужна вся доска 9×9, повёрнутая не больше чем примерно на 15 градусов).
custom-picture-unreadable = Не удалось прочитать картинку: { $why }

# Next for you (Learn): a puzzle at the player's frontier, on the victory card and the menu.
nextup-button = Следующая для вас
nextup-menu = Следующая для вас: { $board }
nextup-why-first = Для начала головоломка лёгкого уровня: каждый шаг в ней из самых простых.
nextup-why-next = { $found ->
    [0] Нужен приём «{ $technique }», следующий для вас: в разделе «Учиться» показано, как он работает.
    [one] Нужен приём «{ $technique }», следующий для вас: вы сами нашли его { $found } раз.
    [few] Нужен приём «{ $technique }», следующий для вас: вы сами нашли его { $found } раза.
   *[other] Нужен приём «{ $technique }», следующий для вас: вы сами нашли его { $found } раз.
}
nextup-why-known = { $found ->
    [0] Нужен приём «{ $technique }», который вы освоили на тренировке.
    [one] Нужен приём «{ $technique }», знакомый вам: вы сами нашли его { $found } раз.
    [few] Нужен приём «{ $technique }», знакомый вам: вы сами нашли его { $found } раза.
   *[other] Нужен приём «{ $technique }», знакомый вам: вы сами нашли его { $found } раз.
}

# Statistics: the Techniques tab (Learn).
stats-tab-techniques = Приёмы
stats-technique = Приём
stats-found = Найден сам
stats-via-hint = С подсказкой
stats-practice = Тренировка
stats-mastered = Освоен
stats-first-found = Впервые найден
stats-first-found-on = Впервые найден { $date }
stats-mastered-on = Освоен { $date }
stats-techniques-count = { $count ->
    [one] Встречался { $count } приём
    [few] Встречались { $count } приёма
   *[other] Встречались { $count } приёмов
}
stats-techniques-empty = Приёмов пока нет: здесь учитываются ходы, которые вы делаете сами, открытые подсказки и тренировки в разделе «Учиться».
stats-techniques-note = Найден сам: ваши собственные ходы, которые объясняет приём. Тренировка: верно из попыток. Приём освоен после { $run } верных ответов подряд без подсказки.
custom-picture-caption = Картинка, как она прочитана: найденная сетка синим, неуверенные клетки обведены оранжевым (и подсвечены на поле: впишите цифру поверх, чтобы исправить).
custom-picture-how = Или перетащите картинку в окно, или вставьте её (Ctrl+V).
edge-hint-more = ещё { $count }
proof-cage-removes = В { $cell } не { $digit } ({ $cage }: { $cells ->
    [one] в последней пустой клетке нужно { $left })
   *[other] в { $cells } пустых клетках нужно { $left }, подходит только { $combos })
}.
proof-cage-places = В { $cell } { $digit } ({ $cage }: { $cells ->
    [one] в последней пустой клетке нужно { $left })
   *[other] в { $cells } пустых клетках нужно { $left }, подходит только { $combos })
}.
proof-cage-or = {" или "}
proof-cage-over = Противоречие ({ $cage }): её цифры уже больше суммы.
proof-cage-full = Противоречие ({ $cage }): она заполнена, а сумма не та.
proof-cage-no-fit = Противоречие ({ $cage }): в { $cells } пустых клетках нужно { $left }, и ни одно сочетание не подходит.
learn-more = Новая позиция
learn-making = Составляем для вас новую позицию на приём «{ $technique }». Это займёт несколько секунд; она появится здесь.
learn-none-made = Не удалось вовремя составить новую позицию на приём «{ $technique }». Попробуйте позже: игра каждый раз ищет в других головоломках.
learn-made-position = Составлена для вас: позиции из игры пройдены.
nextup-why-pool = { $found ->
    [0] Нужен приём «{ $technique }» — следующий по порядку. Ни одному уровню этого поля он не нужен, поэтому головоломка взята из набора для тренировки; как он работает, покажет раздел «Учиться».
   *[other] Нужен приём «{ $technique }» — следующий по порядку (вы сами нашли его { $found } раз). Ни одному уровню этого поля он не нужен, поэтому головоломка взята из набора для тренировки.
}
nextup-why-generated = { $found ->
    [0] Нужен приём «{ $technique }» — следующий по порядку. Ни одному уровню этого поля он не нужен, поэтому головоломка составлена для вас; как он работает, покажет раздел «Учиться».
   *[other] Нужен приём «{ $technique }» — следующий по порядку (вы сами нашли его { $found } раз). Ни одному уровню этого поля он не нужен, поэтому головоломка составлена для вас.
}
learn-beside-easier = Здесь работает и более простой приём: «{ $technique }» никогда не бывает самым простым шагом, поэтому тренировка просит его там, где он применим.
learn-score-answered = Тренировка окончена. Из { $answered ->
    [one] { $answered } позиции, на которую вы ответили
   *[other] { $answered } позиций, на которые вы ответили
}: верно с первого раза { $right }, отчасти { $partly }, не то { $wrong }.
learn-score-none = Тренировка окончена: вы не ответили ни на одну позицию.
learn-score-skipped = { $score } Пропущено: { $skipped }.
menu-mini = Мини 6×6
game-mini = Мини: { $difficulty }
game-subtitle-mini = мини · { $tag }
difficulty-title-mini = Новая мини-игра
loading-mini = Составляем мини-головоломку: { $difficulty }…
stats-mini = Мини 6×6
stats-mode-mini = Мини
help-mini-heading = Мини 6×6
help-mini-rules = Небольшое поле для начала: шесть строк, шесть столбцов и шесть блоков из двух строк по три клетки. В каждой строке, столбце и блоке цифры от 1 до 6 стоят ровно по одному разу, поэтому цифру ставят только клавиши от 1 до 6.
help-mini-board = У мини три уровня: лёгкий, средний и сложный; на нём работают все приёмы классического поля, а подсказки называют клетки так же, как на классическом поле (от r1c1 до r6c6).
menu-giant = Гигант 16×16
game-giant = Гигант: { $difficulty }
game-subtitle-giant = гигант · { $tag }
difficulty-title-giant = Новая игра на гиганте
loading-giant = Составляем головоломку-гигант: { $difficulty }…
stats-giant = Гигант 16×16
stats-mode-giant = Гигант
help-giant-heading = Гигант 16×16
help-giant-rules = Большое поле: шестнадцать строк, шестнадцать столбцов и шестнадцать блоков по четыре на четыре клетки. В каждой строке, столбце и блоке шестнадцать знаков, от 1 до 9 и от A до G, стоят ровно по одному разу (A — это 10, G — 16), как их печатает большинство головоломок 16×16.
help-giant-board = Буквы от A до G ставят клавиши с этими буквами (с Shift — пометку), поэтому на этом поле C и F ставят цифры, а «Проверить» и «Кандидаты» остаются в меню игры. У гиганта четыре уровня, от лёгкого до эксперта; на нём работают все приёмы классического поля, кроме почти закрытых наборов (ALS), а подсказки называют клетки от r1c1 до r16c16.
menu-samurai = Самурай
game-samurai = Самурай: { $difficulty }
game-subtitle-samurai = самурай · { $tag }
difficulty-title-samurai = Новая игра «Самурай»
loading-samurai = Составляем головоломку «Самурай»: { $difficulty }…
stats-samurai = Самурай
stats-mode-samurai = Самурай
help-samurai-heading = Самурай
help-samurai-rules = Пять классических полей на одной доске: центральное поле делит каждый свой угловой блок с одним из четырёх угловых полей. В каждой строке, столбце и блоке каждого поля цифры от 1 до 9 стоят ровно по одному разу, поэтому цифра в общем блоке считается в обоих его полях.
help-samurai-board = Доска видна целиком. Маленькая карта пяти полей рядом с ней (квадрат называет своё поле, если навести на него указатель) показывает одно поле крупнее (общие блоки подкрашены), кнопка «Вся доска» возвращает всё поле; Tab перебирает всю доску и пять полей, V переключает между всей доской и последним показанным полем. У «Самурая» четыре уровня, от лёгкого до эксперта; подсказки называют клетку вместе с полем («Центральное r1c1»; общую клетку — по первому полю, начиная с левого верхнего), а общий блок — по обоим полям, и ведут рассуждение из одного поля в другое.
samurai-whole = Вся доска
samurai-showing-whole = Все пять полей
samurai-showing-grid = Поле «{ $grid }»
