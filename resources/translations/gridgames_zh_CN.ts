<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="zh_CN" sourcelanguage="en">
    <context>
        <name>Sentence</name>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>it is not a draft this version can read</source>
            <translation>这不是此版本能读取的草稿</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>its puzzle or title is missing</source>
            <translation>缺少谜题或标题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>its My puzzles name is not text</source>
            <translation>它在“我的谜题”中的名称不是文本</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>{genre} puzzles cannot be edited</source>
            <translation>{genre}谜题无法编辑</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>its drawing does not fit the puzzle ({error})</source>
            <translation>其绘制内容与谜题不符（{error}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/loading.py" />
            <source>(pasted text)</source>
            <translation>（粘贴的文本）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/loading.py" />
            <source>the clipboard holds no puzzle</source>
            <translation>剪贴板中没有谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/main.py" />
            <source>could not write the PNG</source>
            <translation>无法写入PNG</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/printing.py" />
            <source>a {width}x{height} board is too large for a PNG of at most {pixels} pixels a side: export an .svg or a .pdf</source>
            <translation>{width}×{height}的棋盘对于每边最多{pixels}像素的PNG来说太大：请导出为.svg或.pdf</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/printing.py" />
            <source>could not start drawing on the printer or file</source>
            <translation>无法开始在打印机或文件上绘制</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/printing.py" />
            <source>{path}: could not write the SVG</source>
            <translation>{path}：无法写入SVG</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>a saved step is {shape}, not {record}</source>
            <translation>保存的步骤应为{shape}，而不是{record}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>the text of a saved step is {text}</source>
            <translation>保存的步骤的文本为{text}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>this pack is no longer in the list</source>
            <translation>此题包已不在列表中</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>this puzzle is no longer in its pack</source>
            <translation>此谜题已不在其题包中</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>short probe</source>
            <translation>短试探</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>counting</source>
            <translation>计数</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>long probe</source>
            <translation>长试探</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>the rules</source>
            <translation>基本规则</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <location filename="../../gridgames/engine/hint.py" />
            <location filename="../../gridgames/engine/node.py" />
            <source>Nothing is possible for {what}.</source>
            <translation>{what}没有任何可能。</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>No answer: every way of going on ends in a contradiction, however it starts.</source>
            <translation>无解：无论如何开始，每条路都以矛盾告终。</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>the {rule} rule</source>
            <translation>{rule}规则</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Rule} cannot hold with {first}, {second} and {third}.</source>
            <translation>在{first}、{second}和{third}的情况下{rule}无法成立。</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>a guess or a chain deeper than a player follows</source>
            <translation>猜测，或超出玩家能跟随深度的推理链</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Rule} finds nothing left to choose.</source>
            <translation>{rule}已没有可选的余地。</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Rule} cannot hold with {first}.</source>
            <translation>在{first}的情况下{rule}无法成立。</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Rule} cannot hold with {first} and {second}.</source>
            <translation>在{first}和{second}的情况下{rule}无法成立。</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Reason}.</source>
            <translation>{reason}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{technique} ×{times}</source>
            <translation>{technique}×{times}</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>No answer: the search tried every way (the reason is deeper than a hint).</source>
            <translation>无解：搜索已尝试所有途径（原因比一条提示更深）。</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/learning.py" />
            <source>the learned rule</source>
            <translation>学到的规则</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Suppose {what}: then {cause} So {left}.</source>
            <translation>假设{what}：那么{cause}所以{left}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Suppose {what}: then {cause} So it is {value}.</source>
            <translation>假设{what}：那么{cause}所以它是{value}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Whatever {what} turns out to be, the same cells follow.</source>
            <translation>无论{what}结果如何，都会推出相同的格子。</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Every value of {what} leads to a contradiction</source>
            <translation>{what}的每个取值都导致矛盾</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/search.py" />
            <source>Only one way left: {what}.</source>
            <translation>只剩一种可能：{what}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/search.py" />
            <source>Guess: {what}.</source>
            <translation>猜测：{what}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/search.py" />
            <source>Solved.</source>
            <translation>已解出。</translation>
        </message>
        <message>
            <location filename="../../gridgames/errors.py" />
            <location filename="../../gridgames/packs/pack.py" />
            <source>{where}: {reason}</source>
            <translation>{where}：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/explain.py" />
            <source>From the start: {what}.</source>
            <translation>一开始就确定：{what}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{what}: {shown} is not a number</source>
            <translation>{what}：{shown}不是数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{what}: the number {digits}... is too large</source>
            <translation>{what}：数字{digits}...太大</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{what}: 0 may only stand alone (an empty line)</source>
            <translation>{what}：0只能单独出现（表示空行）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{name} {value} is out of range: {reason}</source>
            <translation>{name} {value}超出范围：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{what}: negative number {n}</source>
            <translation>{what}：负数{n}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>unrecognised puzzle format: expected a .gg header such as 'shikaku 10x10', a .non file, webpbn XML, a seed 003/004 nonogram, a puzz.link URL or a Tatham ID</source>
            <translation>无法识别的谜题格式：应为 'shikaku 10x10' 这样的 .gg 文件头、.non 文件、webpbn XML、seed 003/004 数织、puzz.link 网址或 Tatham ID</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>file larger than {limit} bytes: not a puzzle file</source>
            <translation>文件大于{limit}字节：不是谜题文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>binary data, not a puzzle text file</source>
            <translation>二进制数据，不是谜题文本文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>empty: no puzzle here</source>
            <translation>空的：这里没有谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>URL/ID support not available</source>
            <translation>URL/ID 支持不可用</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>{reason}: not a puzzle file</source>
            <translation>{reason}：不是谜题文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>no such file (nor a puzz.link URL or Tatham ID)</source>
            <translation>没有这个文件（也不是 puzz.link 网址或 Tatham ID）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <location filename="../../gridgames/packs/sources.py" />
            <source>permission denied</source>
            <translation>权限被拒绝</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <location filename="../../gridgames/packs/sources.py" />
            <source>cannot read the file: {reason}</source>
            <translation>无法读取文件：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>not UTF-8 text (byte 0x{byte:02x})</source>
            <translation>不是 UTF-8 文本（字节 0x{byte:02x}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Grid Games puzzle (.gg)</source>
            <translation>Grid Games 谜题 (.gg)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Nonogram (.non)</source>
            <translation>数织 (.non)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>webpbn XML (.xml)</source>
            <translation>webpbn XML 文件 (.xml)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Olšák griddler (.g)</source>
            <translation>Olšák 格式数织 (.g)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Simon Tatham's Puzzles game ID</source>
            <translation>Simon Tatham's Puzzles 游戏 ID</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>puzz.link URL</source>
            <translation>puzz.link 网址</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>{format} cannot hold a {kind} puzzle</source>
            <translation>{format}无法保存{kind}谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>only a .gg file keeps a draft that is not a puzzle yet</source>
            <translation>尚未成为谜题的草稿只能保存为 .gg 文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>unknown export format {format_name}: expected {known}</source>
            <translation>未知的导出格式{format_name}：应为{known}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>no puzzle here: expected a header such as {first} or {second}</source>
            <translation>这里没有谜题：应有 {first} 或 {second} 这样的文件头</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>board width</source>
            <translation>棋盘宽度</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>board height</source>
            <translation>棋盘高度</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>{genre}: expected the board size as WIDTHxHEIGHT, such as 10x10</source>
            <translation>{genre}：棋盘大小应写成 宽x高，例如 10x10</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>unexpected text after the header: {extra}</source>
            <translation>文件头后有多余的文字：{extra}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>a {genre} file has no '{name}:' section</source>
            <translation>{genre} 文件没有 '{name}:' 部分</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>second '{name}:' section (first on line {first})</source>
            <translation>第二个 '{name}:' 部分（第一个在第{first}行）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>nothing may follow '{key}:' on its line</source>
            <translation>'{key}:' 所在行后面不能再有内容</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>'{key}' given twice (first on line {first})</source>
            <translation>'{key}' 出现了两次（第一次在第{first}行）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>a draft, not a puzzle yet: {problem}</source>
            <translation>草稿，尚未成为谜题：{problem}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <location filename="../../gridgames/games/problem.py" />
            <source>{what}: expected {height} rows, got {got}</source>
            <translation>{what}：应有{height}行，实际为{got}行</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>expected a header '&lt;genre&gt; &lt;width&gt;x&lt;height&gt;' with genre one of {known}, got {found}</source>
            <translation>应为 '&lt;genre&gt; &lt;width&gt;x&lt;height&gt;' 形式的文件头（genre 为 {known} 之一），实际为 {found}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>unknown {genre} variant {variant}: expected {expected}</source>
            <translation>未知的{genre}变体{variant}：应为{expected}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>{genre} has no variants (got {variant})</source>
            <translation>{genre}没有变体（得到{variant}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>cannot write metadata key {key} in a .gg file</source>
            <translation>无法在 .gg 文件中写入元数据键{key}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>{what}: the board has only {height} rows</source>
            <translation>{what}：棋盘只有{height}行</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>{what}: row {row} has {count} cells, expected {width}</source>
            <translation>{what}：第{row}行有{count}格，应为{width}格</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>the answer: rows use only '#' (filled) and '.' (empty)</source>
            <translation>答案：每行只能用 '#'（涂色）和 '.'（空白）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>clue line before 'rows:' or 'columns:'</source>
            <translation>提示行出现在 'rows:' 或 'columns:' 之前</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>'{key}' given twice</source>
            <translation>'{key}' 出现了两次</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>'{name}' must come after '{size_key}'</source>
            <translation>'{name}' 必须在 '{size_key}' 之后</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>a quoted value has no closing '"'</source>
            <translation>带引号的值缺少结尾的 '"'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>cannot write metadata key {key} in a .non file</source>
            <translation>无法在 .non 文件中写入元数据键{key}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>multi-colour puzzle (colours {names}): only black-and-white nonograms are supported</source>
            <translation>多色谜题（颜色 {names}）：只支持黑白数织</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>a clue line outside a 'rows' or 'columns' block (is a block too long?)</source>
            <translation>提示行在 'rows' 或 'columns' 块之外（是不是某个块太长了？）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>missing '{key}'</source>
            <translation>缺少 '{key}'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>the goal has {got} cells, expected {width}x{height} = {cells}</source>
            <translation>goal 有{got}格，应为 {width}x{height} = {cells} 格</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>expected ': rows' and ': columns' lines (a ':' in the first column)</source>
            <translation>应有 ': rows' 和 ': columns' 行（':' 位于第一列）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>a colour line is '&lt;inchar&gt;:&lt;outchar&gt; &lt;colour&gt; [comment]'</source>
            <translation>颜色行的格式为 '&lt;inchar&gt;:&lt;outchar&gt; &lt;colour&gt; [comment]'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{inchar} cannot name a colour (digits other than 0 and 1, and ',' are not allowed)</source>
            <translation>{inchar}不能表示颜色（不允许使用0和1以外的数字以及 ','）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>the default colour '1' needs a character after '1:'</source>
            <translation>默认颜色 '1' 需要在 '1:' 后面跟一个字符</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>colour character {char} cannot be written in a .g file</source>
            <translation>颜色字符{char}无法写入 .g 文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{label}: {token} is not a number with a colour</source>
            <translation>{label}：{token}不是带颜色的数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{label}: colour {char} is not declared</source>
            <translation>{label}：颜色{char}未声明</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{label}: a number without a colour (no default colour '1') is not declared</source>
            <translation>{label}：没有颜色的数字（没有默认颜色 '1'）未声明</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{text}: only griddlers ('#d' colours) are supported, not triddlers or other shapes</source>
            <translation>{text}：只支持 griddler（'#d' 颜色），不支持 triddler 或其他形状</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>width</source>
            <translation>宽度</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>height</source>
            <translation>高度</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>unknown puzz.link genre {text}: expected {genres}</source>
            <translation>未知的 puzz.link 类型{text}：应为{genres}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>number {value} is too large for a puzz.link URL</source>
            <translation>数字{value}对 puzz.link 网址来说太大</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>not a puzz.link URL: expected {url_prefix}GENRE/COLS/ROWS/BODY</source>
            <translation>不是 puzz.link 网址：应为 {url_prefix}GENRE/COLS/ROWS/BODY</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>missing size or body: expected {url_prefix}{genre}/COLS/ROWS/BODY</source>
            <translation>缺少大小或内容：应为 {url_prefix}{genre}/COLS/ROWS/BODY</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>malformed {label} {text}</source>
            <translation>{label}格式错误：{text}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>bad character {char} in a number</source>
            <translation>数字中有错误字符{char}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>{char} must be followed by {digits} hex digits</source>
            <translation>{char}后面必须跟{digits}位十六进制数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>{char} must be followed by {digits} base-36 digits</source>
            <translation>{char}后面必须跟{digits}位三十六进制数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>number {value} is too large for a puzz.link hitori</source>
            <translation>数字{value}对 puzz.link 的 hitori 来说太大</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>'.' is a '?' clue of unknown value, which is not supported</source>
            <translation>'.' 是值未知的 '?' 提示，不受支持</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <location filename="../../gridgames/formats/tatham.py" />
            <source>bad character {char}</source>
            <translation>错误字符{char}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>'.' is an empty cell, but a hitori needs a number in each</source>
            <translation>'.' 是空格，但 hitori 的每一格都需要数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>{char} is a '?' cell of unknown value, not supported</source>
            <translation>{char}是值未知的 '?' 格，不受支持</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>'-' must be followed by 2 hex digits</source>
            <translation>'-' 后面必须跟2位十六进制数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>{char}: pzprjs reads no clue number above 255</source>
            <translation>{char}：pzprjs 不读取大于255的提示数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>{label}: the clue {clue} does not fit in {length} cells</source>
            <translation>{label}：提示{clue}放不进{length}格</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <location filename="../../gridgames/formats/tatham.py" />
            <source>clue {clue} does not fit in {length} cells</source>
            <translation>提示{clue}放不进{length}格</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>too much data: only {area} clue cells</source>
            <translation>数据太多：只有{area}个提示格</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>{label}: block {value} is out of range 1 to {length}</source>
            <translation>{label}：块{value}超出1到{length}的范围</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>number of columns (C)</source>
            <translation>列数（C）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>missing the 'Dimensions' section</source>
            <translation>缺少 'Dimensions' 部分</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>'Dimensions' takes one line: WIDTH HEIGHT</source>
            <translation>'Dimensions' 只有一行：宽 高</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>number of rows (R)</source>
            <translation>行数（R）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>missing the '{sign} n' line</source>
            <translation>缺少 '{sign} n' 行</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>missing the '{name}' section</source>
            <translation>缺少 '{name}' 部分</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>'{sign}' given twice</source>
            <translation>'{sign}' 出现了两次</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>expected a line starting with R, C, r or c, got {sign}</source>
            <translation>应为以 R、C、r 或 c 开头的行，实际为 {sign}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>second '{name}' section</source>
            <translation>第二个 '{name}' 部分</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>expected 'Dimensions' before anything else</source>
            <translation>'Dimensions' 必须放在最前面</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>no encoding for a {variant} puzzle (only clue-bearing genres)</source>
            <translation>{variant}谜题没有编码（只支持带提示的类型）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>too many ':' separators: expected GAME:WxH:DESCRIPTION</source>
            <translation>':' 分隔符太多：应为 GAME:WxH:DESCRIPTION</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>{reason} at column {column}</source>
            <translation>第{column}个字符处：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>expected text, got {type}</source>
            <translation>应为文本，实际为{type}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>empty input</source>
            <translation>输入为空</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>size {size}: width and height must be at least 1</source>
            <translation>大小{size}：宽和高至少为1</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>size {size} is too large: at most {max_side}x{max_side}</source>
            <translation>大小{size}太大：最多{max_side}x{max_side}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>number {value} is out of range 1 to {limit} for a {width}x{height} {kind}</source>
            <translation>数字{value}超出{width}x{height}的{kind}允许的1到{limit}范围</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>too much data: expected {area} cells, got {total}</source>
            <translation>数据太多：应有{area}格，实际为{total}格</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>not enough data: expected {area} cells, got {total}</source>
            <translation>数据不足：应有{area}格，实际为{total}格</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>size {width}x{height} is outside 1x1 to 200x200</source>
            <translation>大小{width}x{height}超出1x1到200x200的范围</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>this is a random seed (GAME:PARAMS#SEED), not a game ID; copy the game ID from Game &gt; Specific instead</source>
            <translation>这是随机种子（GAME:PARAMS#SEED），不是游戏 ID；请改为从 Game &gt; Specific 复制游戏 ID</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>unknown game {game}: expected rect, singles, range or pattern</source>
            <translation>未知的游戏{game}：应为 rect、singles、range 或 pattern</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>not a Tatham game ID: expected GAME:WxH:DESCRIPTION</source>
            <translation>不是 Tatham 游戏 ID：应为 GAME:WxH:DESCRIPTION</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>malformed size {size}: expected WxH such as 7x7</source>
            <translation>大小{size}格式错误：应为 WxH，例如 7x7</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>expected {area} cells, got {got}</source>
            <translation>应有{area}格，实际为{got}格</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>expected {lines} clue lines ({width} columns, then {height} rows), got {got}</source>
            <translation>应有{lines}条提示（先{width}列，再{height}行），实际为{got}条</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>the {label} clue {clue} does not fit in {length} cells</source>
            <translation>{label}的提示{clue}放不进{length}格</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>too little data in the pre-filled squares section</source>
            <translation>预填格部分的数据太少</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>Tatham's rect needs a board of at least 2 cells</source>
            <translation>Tatham 的 rect 需要至少2格的棋盘</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>Tatham's range needs width + height - 1 &lt;= 127</source>
            <translation>Tatham 的 range 需要 宽 + 高 - 1 &lt;= 127</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>Tatham's singles needs a board at least 2x2</source>
            <translation>Tatham 的 singles 需要至少2x2的棋盘</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>expected {width} column and {height} row clues</source>
            <translation>应有{width}个列提示和{height}个行提示</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>numbers do not form a {width}x{height} grid</source>
            <translation>数字不构成{width}x{height}的网格</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>this is a {name} ID, but a {expected} ID was expected</source>
            <translation>这是{name}的 ID，但需要的是{expected}的 ID</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>missing description after {text}: expected GAME:WxH:DESC</source>
            <translation>{text}后缺少描述：应为 GAME:WxH:DESC</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>no game name in front: write rect:, singles:, range: or pattern:</source>
            <translation>开头缺少游戏名：请写 rect:、singles:、range: 或 pattern:</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>bad character {char} in the {label} clue</source>
            <translation>{label}的提示中有错误字符{char}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>empty number in the {label} clue</source>
            <translation>{label}的提示中有空数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>0 inside the {label} clue (only a lone 0 means blank)</source>
            <translation>{label}的提示中间有0（只有单独的0表示空行）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>too much data in the pre-filled squares section</source>
            <translation>预填格部分的数据太多</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>bad character {char} in the pre-filled squares section</source>
            <translation>预填格部分中有错误字符{char}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>Tatham's singles cannot write the number {value} (max 61)</source>
            <translation>Tatham 的 singles 无法写入数字{value}（最大61）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>clue {clue} lies outside the board</source>
            <translation>提示{clue}在棋盘之外</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>hitori cell ({row}, {col}) has no number</source>
            <translation>hitori 格（{row}, {col}）没有数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>number {value} at ({row}, {col}) is out of range 1 to {limit}</source>
            <translation>（{row}, {col}）处的数字{value}超出1到{limit}的范围</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>no &lt;puzzle&gt; element: not a webpbn puzzle file</source>
            <translation>没有 &lt;puzzle&gt; 元素：不是 webpbn 谜题文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>only grid puzzles are supported, not type={kind}</source>
            <translation>只支持网格谜题，不支持 type={kind}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>{what} is refused in puzzle XML</source>
            <translation>谜题 XML 中不接受{what}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>an entity declaration</source>
            <translation>实体声明</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>the puzzle has neither clues nor a goal picture</source>
            <translation>谜题既没有提示也没有目标图案</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>clues of type {name}: expected rows or columns</source>
            <translation>类型为{name}的提示：应为 rows 或 columns</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>a second &lt;clues type={name}&gt;</source>
            <translation>第二个 &lt;clues type={name}&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>multi-colour goal (characters {chars}): only black-and-white nonograms are supported</source>
            <translation>多色目标图案（字符 {chars}）：只支持黑白数织</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>goal cells with several possible colours are not supported</source>
            <translation>不支持有多种可能颜色的目标格</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>a DOCTYPE with an internal subset</source>
            <translation>带内部子集的 DOCTYPE</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>the undefined entity &amp;{name};</source>
            <translation>未定义的实体 &amp;{name};</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>not well-formed XML: {message}</source>
            <translation>XML 格式不正确：{message}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>XML nested too deeply</source>
            <translation>XML 嵌套太深</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>the background colour {background} is not declared</source>
            <translation>背景色{background}未声明</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>a &lt;color&gt; needs both a name and a char</source>
            <translation>&lt;color&gt; 需要同时有 name 和 char</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>colour {name} declared twice</source>
            <translation>颜色{name}声明了两次</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>goal image: {char} is not the char of a declared colour</source>
            <translation>目标图案：{char}不是已声明颜色的字符</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>{label}: colour {colour} is not declared ({known})</source>
            <translation>{label}：颜色{colour}未声明（{known}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>{label}: a count in the background colour {colour}</source>
            <translation>{label}：出现了背景色{colour}的计数</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_write.py" />
            <source>webpbn XML reads clues of one colour as black and white: this colour puzzle would come back black and white</source>
            <translation>webpbn XML 把单色提示读作黑白：这个彩色谜题读回来会变成黑白</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/design.py" />
            <source>Add numbers there, or press Make Unique.</source>
            <translation>在那里添加数字，或按“使解唯一”。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>{cell} (impossible)</source>
            <translation>{cell}（不可能）</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells around {cell}</source>
            <extracomment>English singular: the cell around {cell}</extracomment>
            <translation>
                <numerusform>{cell}附近的{count}个格子</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>{cell} shaded</source>
            <translation>{cell}为黑格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>{cell} white</source>
            <translation>{cell}为白格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>shaded</source>
            <translation>黑格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>white</source>
            <translation>白格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>undecided</source>
            <translation>未定</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells of {line}</source>
            <extracomment>English singular: the cell of {line}</extracomment>
            <translation>
                <numerusform>{line}的{count}个格子</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the top-left corner</source>
            <extracomment>English singular: the cell in the top-left corner</extracomment>
            <translation>
                <numerusform>左上角的{count}个格子</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the top-right corner</source>
            <extracomment>English singular: the cell in the top-right corner</extracomment>
            <translation>
                <numerusform>右上角的{count}个格子</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the bottom-left corner</source>
            <extracomment>English singular: the cell in the bottom-left corner</extracomment>
            <translation>
                <numerusform>左下角的{count}个格子</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the bottom-right corner</source>
            <extracomment>English singular: the cell in the bottom-right corner</extracomment>
            <translation>
                <numerusform>右下角的{count}个格子</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>{cells}</source>
            <translation>{cells}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>row {row}, columns {first}-{last}</source>
            <translation>第{row}行第{first}-{last}列</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>column {column}, rows {first}-{last}</source>
            <translation>第{column}列第{first}-{last}行</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>the connected-white rule</source>
            <translation>白格连通规则</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>Shading {cell} would cut off {region}, so it stays white.</source>
            <translation>涂黑{cell}会把{region}隔开，所以它保持白色。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>The shaded cells wall off {region} from the other white cells.</source>
            <translation>黑格把{region}与其他白格隔开了。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>Every cell is shaded.</source>
            <translation>所有格子都被涂黑了。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/crossword.py" />
            <source>No legal grid keeps this design.</source>
            <translation>没有合法盘面能保留此设计。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>shaded as in the grid kept: no further cell can be shaded beside these</source>
            <translation>按保留的网格涂黑：这些格旁边不能再涂黑任何格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>white as in the grid kept: shading it alone would give another legal grid</source>
            <translation>按保留的网格保持白色：只涂黑这一格就会得到另一个合法网格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>not needed: the answer stays unique without it</source>
            <translation>不需要：没有它答案仍然唯一</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>Change numbers there, or press Make Unique.</source>
            <translation>修改那里的数字，或按“使解唯一”。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>Shade cells there or keep them white, or press Make Unique.</source>
            <translation>把那里的格子涂黑或定为白格，或按“使解唯一”。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>not needed, nor the cell opposite: one legal grid keeps the design without them, and it stays symmetric</source>
            <translation>不需要，对面的格子也不需要：去掉它们后仍只有一种合法网格符合设计，且保持对称</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>not needed: one legal grid keeps the design without it</source>
            <translation>不需要：没有它仍只有一个合法网格符合设计</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>sees {seen} cells in the answer kept; the other answer shades it</source>
            <translation>在保留的答案中能看到{seen}格；另一个答案把它涂黑</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>sees {seen} cells in the answer kept; the other answer sees {other} there</source>
            <translation>在保留的答案中能看到{seen}格；另一个答案在那里能看到{other}格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>repeats the {value} at {cell}, which the other answer keeps white too</source>
            <translation>重复{cell}处的{value}，而另一个答案也让那里保持白色</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/editing.py" />
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Hitori</source>
            <translation>数壹</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/editing.py" />
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Kurodoko</source>
            <translation>Kurodoko</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/editing.py" />
            <source>Crossword grid</source>
            <translation>填字游戏盘面</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>Fill-grid</source>
            <translation>涂黑格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>in Hitori, Kurodoko and free grids alike, left-click shades, right-click marks a cell white (a dot); the same click again clears it.</source>
            <translation>在数壹、Kurodoko 和自由盘面中，左键单击涂黑，右键单击标记为白格（加点）；再次同样单击即可清除。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>Fill with a Latin Square</source>
            <translation>用拉丁方填充</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>free Fill-grid</source>
            <translation>自由涂黑格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/gg.py" />
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>the design</source>
            <translation>设计</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/gg.py" />
            <source>a free fill-grid takes no numbers or other marks: its design uses '#' (shaded), 'o' (white) and '.' (undecided), not {shown}</source>
            <translation>自由涂黑格不接受数字或其他记号：设计只用 '#'（涂黑）、'o'（白色）和 '.'（未定），不能用 {shown}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>the no-repeats rule</source>
            <translation>不重复规则</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>the sandwich rule</source>
            <translation>夹心规则</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>the pair rule</source>
            <translation>成对规则</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <location filename="../../gridgames/games/problem.py" />
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>row {row}</source>
            <translation>第{row}行</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <location filename="../../gridgames/games/problem.py" />
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>column {column}</source>
            <translation>第{column}列</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>{Cell} is a white {number}, so the other {number}s in {line} are shaded.</source>
            <translation>{cell}是白格的{number}，所以{line}中其他的{number}都要涂黑。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>{Line} has two white {number}s, at {first} and {second}.</source>
            <translation>{line}有两个白格的{number}，位于{first}和{second}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>{Cell} sits between two {number}s in {line}: shading it would leave both {number}s white, so it stays white.</source>
            <translation>{cell}在{line}中夹在两个{number}之间：若涂黑它，两个{number}都会留白，所以它保持白色。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>The two {number}s side by side at {first} and {second} cannot both be shaded, so one of them is the white {number} of {line}: the {number} at {cell} is shaded.</source>
            <translation>{first}和{second}处相邻的两个{number}不能都涂黑，所以其中之一是{line}中白格的{number}：{cell}处的{number}要涂黑。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>&lt;p&gt;Shade cells so that:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;no number appears twice among the unshaded cells of a row or column;&lt;/li&gt;
&lt;li&gt;no two shaded cells touch by a side;&lt;/li&gt;
&lt;li&gt;all unshaded cells stay connected, side by side.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: left-click shades; right-click circles a cell you know stays white; the
same click again clears it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;将部分格子涂黑，使得：&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;每行、每列的未涂黑格子中没有重复的数字；&lt;/li&gt;
&lt;li&gt;任意两个黑格不能共边相邻；&lt;/li&gt;
&lt;li&gt;所有未涂黑的格子通过边连成一片。&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;操作&lt;/b&gt;：左键单击涂黑；右键单击给确定为白格的格子画圈；再次同样单击即可清除。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Shade repeated numbers away, never two shaded cells side by side, and keep the white cells in one piece.</source>
            <translation>把重复的数字涂黑，黑格不能相邻，白格要连成一片。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>&lt;p&gt;Shade some cells so that:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;each number is the count of white cells it sees, itself included, looking
up, down, left and right until a shaded cell or the edge;&lt;/li&gt;
&lt;li&gt;numbered cells stay white;&lt;/li&gt;
&lt;li&gt;no two shaded cells touch by a side;&lt;/li&gt;
&lt;li&gt;all white cells stay connected, side by side.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: left-click shades; right-click marks a cell white (a dot).&lt;/p&gt;</source>
            <translation>&lt;p&gt;将部分格子涂黑，使得：&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;每个数字等于从该格向上、下、左、右看去（直到黑格或边界）能看到的白格数，包括自身；&lt;/li&gt;
&lt;li&gt;有数字的格子保持白色；&lt;/li&gt;
&lt;li&gt;任意两个黑格不能共边相邻；&lt;/li&gt;
&lt;li&gt;所有白格通过边连成一片。&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;操作&lt;/b&gt;：左键单击涂黑；右键单击标记为白格（加点）。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Each number counts the white cells it sees in the four directions, itself included.</source>
            <translation>每个数字表示它在四个方向上能看到的白格数，包括自身。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Fill-grid (free)</source>
            <translation>涂黑格（自由）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>&lt;p&gt;A free grid has no numbers: it is the crossword-grid designer. Any
shading is an answer when:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;no two shaded cells touch by a side;&lt;/li&gt;
&lt;li&gt;all white cells stay connected, side by side.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: shade the black squares of your grid; Check tells you whether it is
legal. &lt;code&gt;gridgames count fillgrid WxH&lt;/code&gt; counts the legal grids of a size, and
&lt;code&gt;gridgames count FILE.gg&lt;/code&gt; those that complete a design saved in the file
(&lt;code&gt;#&lt;/code&gt; given shaded, &lt;code&gt;o&lt;/code&gt; given white, &lt;code&gt;.&lt;/code&gt; undecided).&lt;/p&gt;</source>
            <translation>&lt;p&gt;自由盘面没有数字：它是填字游戏盘面的设计器。满足以下条件的任何涂法都是答案：&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;任意两个黑格不能共边相邻；&lt;/li&gt;
&lt;li&gt;所有白格通过边连成一片。&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;操作&lt;/b&gt;：涂黑盘面中的黑格；“检查”会告诉你是否合法。&lt;code&gt;gridgames count fillgrid WxH&lt;/code&gt; 统计某尺寸的合法盘面数，&lt;code&gt;gridgames count FILE.gg&lt;/code&gt; 统计能补全文件中所存设计的盘面数（&lt;code&gt;#&lt;/code&gt; 已定黑格，&lt;code&gt;o&lt;/code&gt; 已定白格，&lt;code&gt;.&lt;/code&gt; 未定）。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>A free grid has no clues to deduce from: shade cells so no two touch and the white cells stay in one piece.</source>
            <translation>自由盘面没有可供推理的提示：涂黑格子时让黑格互不相邻，白格连成一片。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>up</source>
            <translation>上</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>left</source>
            <translation>左</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>right</source>
            <translation>右</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>down</source>
            <translation>下</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{count} cells</source>
            <extracomment>English singular: 1 cell</extracomment>
            <translation>
                <numerusform>{count}格</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>the sight rule</source>
            <translation>视线规则</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} sees at most {seen} without looking {look}, so it sees at least {need} looking {look}: {cells} are white.</source>
            <extracomment>English singular: {Clue} sees at most {seen} without looking {look}, so it sees at least {need} looking {look}: {cells} is white.</extracomment>
            <translation>
                <numerusform>{clue}不看{look}方时最多看到{seen}，所以向{look}至少看到{need}格：{cells}为白格。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} already sees {seen} without looking {look}, so it sees at most {allowed} looking {look}: {cell} is shaded.</source>
            <translation>{clue}不看{look}方已看到{seen}，所以向{look}最多看到{allowed}格：{cell}为黑格。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} cannot see fewer than {seen} looking {look}: the other directions cannot make up the rest, so {cells} are white.</source>
            <extracomment>English singular: {Clue} cannot see fewer than {seen} looking {look}: the other directions cannot make up the rest, so {cells} is white.</extracomment>
            <translation>
                <numerusform>{clue}向{look}看到的不能少于{seen}：其他方向补不足剩余部分，所以{cells}为白格。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} can only see {seen} looking {look} (white cells leave no other count that adds up), so {cell} is shaded.</source>
            <translation>{clue}向{look}只能看到{seen}（白格使其他数目都凑不上总数），所以{cell}为黑格。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} can see at most {seen}.</source>
            <translation>{clue}最多只能看到{seen}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>the {number} at {cell}</source>
            <translation>{cell}的{number}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} already sees {seen}.</source>
            <translation>{clue}已经看到{seen}。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>{number} is left unshaded {times} times in {line}</source>
            <extracomment>English singular: {number} is left unshaded {times} time in {line}</extracomment>
            <translation>
                <numerusform>{line}中有{times}个{number}未涂黑</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>{count} unshaded cells near {cell} are cut off</source>
            <extracomment>English singular: 1 unshaded cell near {cell} is cut off</extracomment>
            <translation>
                <numerusform>{cell}附近的{count}个未涂黑格子被隔开了</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>the {number} at {cell} already sees {seen}</source>
            <translation>{cell}的{number}已看到{seen}格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>the {number} at {cell} can see at most {seen}</source>
            <translation>{cell}的{number}最多看到{seen}格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>shaded cells touch at {cell} and {other}</source>
            <translation>黑格在{cell}和{other}处相邻</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/rules.py" />
            <source>the no-touch rule</source>
            <translation>不相邻规则</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/rules.py" />
            <source>{Cell} is shaded, so the cells beside it stay white: shaded cells never touch.</source>
            <translation>{cell}已涂黑，所以它旁边的格子保持白色：黑格永不相邻。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/rules.py" />
            <source>{Cell} and {other} are both shaded and touch.</source>
            <translation>{cell}和{other}都被涂黑且相邻。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>the grid</source>
            <translation>网格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>a free fill-grid takes no numbers ({number} at {cell})</source>
            <translation>自由盘面不能有数字（{cell}的{number}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>kurodoko number {number} at {cell} can never be seen: a cell sees 1 to {most} cells (width + height - 1)</source>
            <translation>Kurodoko 中{cell}的数字 {number} 不可能被看到：一个格子能看到 1 到 {most} 格（宽 + 高 - 1）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the answer</source>
            <translation>答案</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>hitori cell at {cell} has no number</source>
            <translation>数壹中{cell}没有数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>hitori number {number} at {cell} is outside 1..{top} (1 to max(width, height))</source>
            <translation>数壹中{cell}的数字 {number} 超出 1..{top}（1 到 max(宽, 高)）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>unknown fill-grid variant {variant} ({variants})</source>
            <translation>未知的涂黑格变体{variant}（{variants}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>a {variant} fill-grid has no design</source>
            <translation>{variant}涂黑格没有设计</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>easy</source>
            <translation>简单</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>medium</source>
            <translation>中等</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>hard</source>
            <translation>困难</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>expert</source>
            <translation>专家</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/colour_editing.py" />
            <source>Colour nonogram, {count} colours</source>
            <extracomment>English singular: Colour nonogram, 1 colour</extracomment>
            <translation>
                <numerusform>彩色数织，{count} 种颜色</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>a colour nonogram needs a 'palette:' section (background first)</source>
            <translation>彩色数织需要 'palette:' 部分（背景色在前）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>{what}: {token} is not a number with a colour character</source>
            <translation>{what}：{token}不是带颜色字符的数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>{what}: block lengths must be positive</source>
            <translation>{what}：块长度必须为正数</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>{what}: colour {char} is not in the palette ({known})</source>
            <translation>{what}：颜色{char}不在调色板中（{known}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>{what}: a number without a colour is not in the palette ({known})</source>
            <translation>{what}：没有颜色的数字不在调色板中（{known}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>a palette line is '&lt;character&gt; &lt;name&gt; [#rrggbb]'</source>
            <translation>调色板行的格式为 '&lt;character&gt; &lt;name&gt; [#rrggbb]'</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>the answer: {char} is not a colour of the palette</source>
            <translation>答案：{char}不是调色板中的颜色</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <source>{some} or {last}</source>
            <translation>{some}或{last}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <location filename="../../gridgames/games/nonogram/order.py" />
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>the line rule</source>
            <translation>行列规则</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>impossible</source>
            <translation>不可能</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>{cell} {value}</source>
            <translation>{cell}为{value}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>empty</source>
            <translation>空白</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <source>{line}: every arrangement that fits makes {cells} {colour}.</source>
            <translation>{line}：所有可行排列都使{cells}为{colour}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <source>{line}: {cells} can only be {values}.</source>
            <translation>{line}：{cells}只能是{values}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>column {number} clue needs {cells} cells but the column has {length}</source>
            <translation>第{number}列的提示需要{cells}格，但该列只有{length}格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>row {number} clue needs {cells} cells but the row has {length}</source>
            <translation>第{number}行的提示需要{cells}格，但该行只有{length}格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>the picture</source>
            <translation>图案</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>a colour puzzle needs a background and at least one colour</source>
            <translation>彩色谜题需要背景色和至少一种颜色</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>{colours} colours: at most {limit} are supported</source>
            <translation>{colours}种颜色：最多支持{limit}种</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>colour {colour}: its character must be one letter or symbol, not {char}</source>
            <translation>颜色{colour}：其字符必须是一个字母或符号，而不是{char}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>colour {colour}: '.' is the background's character</source>
            <translation>颜色{colour}：'.' 是背景色的字符</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>colour name {colour} is empty, has a space or is given twice</source>
            <translation>颜色名{colour}为空、含有空格或重复出现</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>colour character {char} is given twice</source>
            <translation>颜色字符{char}出现了两次</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>{clue}: {numbers} numbers but {colours} colours</source>
            <translation>{clue}：有{numbers}个数字但有{colours}种颜色</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>{clue}: block lengths must be positive</source>
            <translation>{clue}：块长度必须为正数</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>{clue}: colour {colour} is not in the palette</source>
            <translation>{clue}：颜色{colour}不在调色板中</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>the row clues paint {by_rows} {colour} cells but the column clues paint {by_columns}</source>
            <translation>行提示涂了{by_rows}个{colour}格，但列提示涂了{by_columns}个</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>the picture: row {row} uses a colour not in the palette</source>
            <translation>图案：第{row}行用了调色板中没有的颜色</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} {new} instead of {old}: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell}由{old}改为{new}：其所在行和列的提示随之改变，另一个答案不再符合</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>Change the picture there, or press Make Unique.</source>
            <translation>修改那里的图案，或按“使解唯一”。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} empty instead of filled: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell}由涂色改为空白：其所在行和列的提示随之改变，另一个答案不再符合</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} empty instead of {old}: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell}由{old}改为空白：其所在行和列的提示随之改变，另一个答案不再符合</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} {new} instead of empty: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell}由空白改为{new}：其所在行和列的提示随之改变，另一个答案不再符合</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} filled instead of empty: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell}由空白改为涂色：其所在行和列的提示随之改变，另一个答案不再符合</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <location filename="../../gridgames/games/nonogram/howto.py" />
            <source>Nonogram</source>
            <translation>数织</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>Colour nonogram</source>
            <translation>彩色数织</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <source>the picture is not {width}x{height}</source>
            <translation>图案不是{width}x{height}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <source>the picture holds something other than its puzzle's cells</source>
            <translation>图案中含有谜题格子以外的内容</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>filled</source>
            <translation>已填充</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>left-drag fills, right-drag crosses; starting on a cell that already has that mark clears instead. A drag stays in its row or column. Colour puzzles: left-drag paints the colour chosen in the palette over the board (click a swatch, press 1-9, or turn the wheel over the grid; 0 or the last swatch makes it the background cross). Shift+left-drag (or Shift+Space) notes that cells are not the chosen colour, a small cross of that colour in the cell; from a cell with that note it takes it off. Hints, checks and the solver keep to the notes; a cell noted not to be any colour is crossed.</source>
            <translation>左键拖动填充，右键拖动打叉；从已有该标记的格子开始拖动则改为清除。拖动限制在同一行或同一列内。彩色谜题：左键拖动用盘面上方调色板中选中的颜色涂色（单击色块、按 1-9 或在盘面上滚动滚轮；0 或最后一个色块表示背景叉号）。Shift+左键拖动（或 Shift+空格）标注格子不是所选颜色：格中显示该颜色的小叉；从已有该标注的格子开始则去掉标注。提示、检查和求解器都遵守这些标注；标注为任何颜色都不是的格子会打叉。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>mono Nonogram</source>
            <translation>黑白数织</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>colour Nonogram</source>
            <translation>彩色数织</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/gg.py" />
            <source>missing '{name}:' section</source>
            <translation>缺少 '{name}:' 部分</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/howto.py" />
            <source>&lt;p&gt;Fill cells to reveal a picture.&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;The numbers beside a row are the lengths of its runs of filled cells, in order
from left to right; above a column, from top to bottom.&lt;/li&gt;
&lt;li&gt;Runs are separated by at least one empty cell.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: left-drag fills, right-drag crosses a cell you know is empty. A clue
number is crossed off as soon as a run boxed in by crosses (or the edge) can only be that
number; Play &amp;gt; Cross Off Finished Lines crosses the rest of a line you finish.&lt;/p&gt;</source>
            <translation>&lt;p&gt;通过填充格子来揭示一幅图画。&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;行旁的数字是该行中连续填充格子的长度，从左到右依次排列；列上方的数字从上到下排列。&lt;/li&gt;
&lt;li&gt;连续块之间至少隔一个空格。&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;操作&lt;/b&gt;：左键拖动填充，右键拖动给确定为空的格子打叉。当一段被叉号（或边界）围住的连续块只可能对应某个数字时，该提示数字会被划掉；游玩 &amp;gt; 自动划掉完成的行列 会在你完成一行后给其余格子打叉。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/howto.py" />
            <source>The numbers are the runs of filled cells in each row and column, in order.</source>
            <translation>数字按顺序表示每行每列中连续填充格子的长度。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play.py" />
            <source>column {number} can no longer match its clue {clue}</source>
            <translation>第{number}列已无法符合提示 {clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play.py" />
            <source>row {number} can no longer match its clue {clue}</source>
            <translation>第{number}行已无法符合提示 {clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play_colour.py" />
            <source>{cell}: mark 1 is no colour of a colour board</source>
            <translation>{cell}：标记1不是彩色棋盘的颜色</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play_colour.py" />
            <source>{cell}: mark {mark} is no mark of this board</source>
            <translation>{cell}：标记{mark}不是此棋盘的标记</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>first</source>
            <translation>一</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>second</source>
            <translation>二</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>third</source>
            <translation>三</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>fourth</source>
            <translation>四</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>fifth</source>
            <translation>五</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>sixth</source>
            <translation>六</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>seventh</source>
            <translation>七</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>eighth</source>
            <translation>八</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>ninth</source>
            <translation>九</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>tenth</source>
            <translation>十</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}rd</source>
            <translation>{number}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>Column {number} ({clue})</source>
            <translation>第{number}列（{clue}）</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>columns {cells}</source>
            <extracomment>English singular: column {cells}</extracomment>
            <translation>
                <numerusform>第{cells}列</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {cells} stay empty: no block can reach them.</source>
            <extracomment>English singular: {line}: {cells} stays empty: no block can reach it.</extracomment>
            <translation>
                <numerusform>{line}：{cells}保持空白：没有块能到达那里。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}th</source>
            <translation>{number}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}st</source>
            <translation>{number}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}nd</source>
            <translation>{number}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>Row {number} ({clue})</source>
            <translation>第{number}行（{clue}）</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>rows {cells}</source>
            <extracomment>English singular: row {cells}</extracomment>
            <translation>
                <numerusform>第{cells}行</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {cells} stay empty: every block is placed.</source>
            <extracomment>English singular: {line}: {cells} stays empty: every block is placed.</extracomment>
            <translation>
                <numerusform>{line}：{cells}保持空白：所有块都已放好。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: no arrangement of its blocks fits</source>
            <translation>{line}：其块的任何排列都放不下</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>the {length}</source>
            <translation>长度{length}的块</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>the {nth} {length}</source>
            <translation>第{nth}个长度{length}的块</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: every arrangement of the blocks that fits fills {cells}.</source>
            <translation>{line}：所有可行的块排列都会填充{cells}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {block} fits only at {cells}.</source>
            <translation>{line}：{block}只能放在{cells}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {block} must cover {cells} wherever it sits.</source>
            <translation>{line}：{block}无论放在哪里都会覆盖{cells}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>the summing rule</source>
            <translation>求和规则</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the columns can put no more there, so every column puts the most it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the columns can put no more there, so every column puts the most it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>计数：{lines}共有{cells}，而各列在那里放不下更多，所以每一列都放到最多：这确定了{changed}中的格子。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{count} filled cells</source>
            <extracomment>English singular: 1 filled cell</extracomment>
            <translation>
                <numerusform>{count}个填充格</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the columns put at most {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the columns put at most {amount} there</extracomment>
            <translation>
                <numerusform>{lines}有{cells}，但各列在那里最多放{amount}个</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the rows can put no fewer there, so every row puts the fewest it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the rows can put no fewer there, so every row puts the fewest it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>计数：{lines}共有{cells}，而各行在那里不能放得更少，所以每一行都放到最少：这确定了{changed}中的格子。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the columns can put no fewer there, so every column puts the fewest it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the columns can put no fewer there, so every column puts the fewest it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>计数：{lines}共有{cells}，而各列在那里不能放得更少，所以每一列都放到最少：这确定了{changed}中的格子。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the rows can put no more there, so every row puts the most it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the rows can put no more there, so every row puts the most it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>计数：{lines}共有{cells}，而各行在那里放不下更多，所以每一行都放到最多：这确定了{changed}中的格子。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the columns put at least {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the columns put at least {amount} there</extracomment>
            <translation>
                <numerusform>{lines}有{cells}，但各列在那里至少放{amount}个</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the rows put at most {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the rows put at most {amount} there</extracomment>
            <translation>
                <numerusform>{lines}有{cells}，但各行在那里最多放{amount}个</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the rows put at least {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the rows put at least {amount} there</extracomment>
            <translation>
                <numerusform>{lines}有{cells}，但各行在那里至少放{amount}个</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>column {number} clue {clue}: block lengths must be positive</source>
            <translation>第{number}列的提示 {clue}：块长度必须为正数</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>column {number} clue {clue} needs {cells} cells but the column has {length}</source>
            <translation>第{number}列的提示 {clue} 需要 {cells} 格，但该列只有 {length} 格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>row {number} clue {clue}: block lengths must be positive</source>
            <translation>第{number}行的提示 {clue}：块长度必须为正数</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>row {number} clue {clue} needs {cells} cells but the row has {length}</source>
            <translation>第{number}行的提示 {clue} 需要 {cells} 格，但该行只有 {length} 格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>the row clues fill {rows} cells but the column clues fill {columns}</source>
            <translation>行提示填充 {rows} 格，而列提示填充 {columns} 格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>a move record is a JSON object, not {type}</source>
            <translation>走法记录应为 JSON 对象，而不是{type}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>{name} of a move record must be a list</source>
            <translation>走法记录的{name}必须是列表</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>expected a list of {count} numbers, got {item}</source>
            <translation>应为包含{count}个数字的列表，实际为{item}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>{value} is not in 0..{high} in {item}</source>
            <translation>{item}中的{value}不在0..{high}范围内</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>{cell} cannot be marked</source>
            <translation>{cell}无法标记</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>row {row}, column {column}</source>
            <translation>第{row}行第{column}列</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>column {number} clue</source>
            <translation>第{number}列的提示</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/problem.py" />
            <source>expected {count} column clues, got {got}</source>
            <extracomment>English singular: expected {count} column clue, got {got}</extracomment>
            <translation>
                <numerusform>应有{count}个列提示，实际为{got}个</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>the {height}x{width} rectangle at {cell}</source>
            <translation>{cell}处的{height}×{width}矩形</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>row {number} clue</source>
            <translation>第{number}行的提示</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/problem.py" />
            <source>expected {count} row clues, got {got}</source>
            <extracomment>English singular: expected {count} row clue, got {got}</extracomment>
            <translation>
                <numerusform>应有{count}个行提示，实际为{got}个</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>board size {width}x{height} is out of range: width and height must be 1 to {max_side}</source>
            <translation>棋盘大小{width}x{height}超出范围：宽和高必须在1到{max_side}之间</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>{what}: row {row} has {cells} cells, expected {width}</source>
            <translation>{what}：第{row}行有{cells}格，应为{width}格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/design.py" />
            <source>the {value} moves from {cell} within its rectangle, out of the {height}x{width} the other answer gives it</source>
            <translation>{value}从{cell}在其矩形内移动，移出另一个答案给它的{height}×{width}矩形</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/design.py" />
            <source>the {value}'s rectangle is cut in two: {height}x{width} keeps the number, {height2}x{width2} gets a {area}</source>
            <translation>{value}的矩形被一分为二：{height}×{width}保留原数字，{height2}×{width2}得到{area}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/editing.py" />
            <location filename="../../gridgames/games/shikaku/genre.py" />
            <location filename="../../gridgames/games/shikaku/howto.py" />
            <source>Shikaku</source>
            <translation>数方</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/editing.py" />
            <source>{kept} is no rectangle</source>
            <translation>{kept}不是矩形</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/editing.py" />
            <source>{kept} is not inside the board</source>
            <translation>{kept}不在棋盘内</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/genre.py" />
            <source>drag from corner to corner to draw a rectangle (it replaces what it overlaps). Click inside a rectangle, or right-click, to remove it.</source>
            <translation>从一角拖到对角画出矩形（会替换与其重叠的部分）。在矩形内单击或右键单击可将其移除。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the board</source>
            <translation>棋盘</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the answer: the cells marked {token} do not form a rectangle</source>
            <translation>答案：标为{token}的格不构成矩形</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the answer: rectangle {token} holds {count} clues, it must hold one</source>
            <translation>答案：矩形{token}含有{count}个数字，必须恰好一个</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the answer: rectangle {token} has {cells} cells but its clue is {clue}</source>
            <translation>答案：矩形{token}有{cells}格，但它的数字是{clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/howto.py" />
            <source>&lt;p&gt;Divide the grid into rectangles (squares count too).&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;Every rectangle holds exactly one number.&lt;/li&gt;
&lt;li&gt;That number is the rectangle's area: how many cells it covers.&lt;/li&gt;
&lt;li&gt;Every cell belongs to exactly one rectangle.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: drag from corner to corner to draw a rectangle; click inside one (or
right-click) to remove it. A rectangle that is right is tinted.&lt;/p&gt;</source>
            <translation>&lt;p&gt;把盘面划分成若干矩形（正方形也算）。&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;每个矩形恰好包含一个数字。&lt;/li&gt;
&lt;li&gt;这个数字就是矩形的面积：它覆盖的格子数。&lt;/li&gt;
&lt;li&gt;每个格子恰好属于一个矩形。&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;操作&lt;/b&gt;：从一角拖到对角画出矩形；在矩形内单击（或右键单击）将其移除。正确的矩形会着色。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/howto.py" />
            <source>Each number is the area of the one rectangle that holds it.</source>
            <translation>每个数字是包含它的那个矩形的面积。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>{rectangle} holds two or more numbers</source>
            <translation>{rectangle}包含两个或更多数字</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>{rectangle} has {count} cells but its number is {number}</source>
            <extracomment>English singular: {rectangle} has 1 cell but its number is {number}</extracomment>
            <translation>
                <numerusform>{rectangle}有{count}格，但其数字是{number}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>{rectangle} holds no number</source>
            <translation>{rectangle}不含数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>an empty rectangle in {item}</source>
            <translation>{item}中有空矩形</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>the rectangle {item} leaves the {width}x{height} board</source>
            <translation>矩形{item}超出了{width}x{height}的棋盘</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{rows}, {columns}</source>
            <translation>{rows}、{columns}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>the coverage rule</source>
            <translation>覆盖规则</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>rows {first}-{last}</source>
            <translation>第{first}-{last}行</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>columns {first}-{last}</source>
            <translation>第{first}-{last}列</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{clue} takes one of {count} places</source>
            <extracomment>English singular: {clue} takes one of {count} place</extracomment>
            <translation>
                <numerusform>{clue}占据{count}个位置之一</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>Every place left for {owner} covers {cell}, so {clue} cannot take it.</source>
            <translation>{owner}剩下的每个位置都覆盖{cell}，所以{clue}不能占用它。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{clue} (no place fits)</source>
            <translation>{clue}（没有合适的位置）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{clue} takes {span}</source>
            <translation>{clue}占据{span}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{Clue} must cover {cell}: no other number reaches it.</source>
            <translation>{clue}必须覆盖{cell}：没有其他数字能到达那里。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{Clue} and {other} both need {cell}.</source>
            <translation>{clue}和{other}都需要{cell}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>No number can reach {cell}.</source>
            <translation>没有数字能到达{cell}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>No place is left for {clue}.</source>
            <translation>{clue}已没有可放的位置。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the rectangle for clue {clue} at {cell}</source>
            <translation>{cell}处数字{clue}的矩形</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the board has no clues at all</source>
            <translation>盘面上没有任何数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the answer has {rectangles} rectangles but there are {clues} clues</source>
            <translation>答案有{rectangles}个矩形，但有{clues}个数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the answer's rectangles do not cover the board</source>
            <translation>答案的矩形没有覆盖整个棋盘</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the clues add up to {total} but the {width}x{height} board has {area} cells</source>
            <translation>数字之和为 {total}，但 {width}×{height} 的盘面有 {area} 格</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell} is off the board</source>
            <translation>{cell}的数字 {number} 在盘面之外</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>{name} is not on the board</source>
            <translation>{name}不在棋盘上</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>{name} ({height}x{width} at {cell}) does not hold that clue with that area</source>
            <translation>{name}（{cell}处的{height}×{width}）没有以该面积包含该数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>two clues at {cell}</source>
            <translation>{cell}有两个数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>{name} overlaps another at {cell}</source>
            <translation>{name}在{cell}处与另一个矩形重叠</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell} must be a positive number</source>
            <translation>{cell}的数字 {number} 必须为正数</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell} is larger than the board ({width}x{height} = {area} cells)</source>
            <translation>{cell}的数字 {number} 大于盘面（{width}×{height} = {area} 格）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell}: no rectangle of area {number} fits on a {width}x{height} board</source>
            <translation>{cell}的数字 {number}：{width}×{height} 的盘面放不下面积为 {number} 的矩形</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>A {grade} {kind} can be at most {side}×{side}: bigger ones take minutes to make.</source>
            <translation>“{grade}”难度的{kind}最大为 {side}×{side}：更大的盘面需要几分钟才能生成。</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>{kind} puzzles are graded up to {top}: the generator finds no {grade} ones.</source>
            <translation>{kind}的难度最高为“{top}”：生成器找不到“{grade}”难度的谜题。</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>A {grade} {kind} needs at least {side}×{side}: a smaller board leaves no room for the techniques {grade} means.</source>
            <translation>“{grade}”难度的{kind}至少需要 {side}×{side}：更小的盘面容不下“{grade}”难度所需的技巧。</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>An {grade} {kind} can be at most {side}×{side}: bigger ones take minutes to make.</source>
            <translation>“{grade}”难度的{kind}最大为 {side}×{side}：更大的盘面需要几分钟才能生成。</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>An {grade} {kind} needs at least {side}×{side}: a smaller board leaves no room for the techniques {grade} means.</source>
            <translation>“{grade}”难度的{kind}至少需要 {side}×{side}：更小的盘面容不下“{grade}”难度所需的技巧。</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/builtin.py" />
            <source>no such built-in pack</source>
            <translation>没有这个内置题包</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>no puzzles: list them as [[puzzle]] tables with file = ...</source>
            <translation>没有谜题：请以带 file = ... 的 [[puzzle]] 表列出它们</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>'puzzle' must be [[puzzle]] tables</source>
            <translation>'puzzle' 必须是 [[puzzle]] 表</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>no puzzles: the [[puzzle]] list is empty</source>
            <translation>没有谜题：[[puzzle]] 列表为空</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>more than {limit} puzzles in one pack</source>
            <translation>一个题包中的谜题超过{limit}个</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{where}: no title; using {title}</source>
            <translation>{where}：没有标题；使用{title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{what} must be text in quotes</source>
            <translation>{what}必须是带引号的文本</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{what} is empty</source>
            <translation>{what}为空</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{what} must be a whole number of at least {least}</source>
            <translation>{what}必须是至少为{least}的整数</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>not valid TOML: {message}</source>
            <translation>不是有效的 TOML：{message}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>not valid TOML: {error}</source>
            <translation>不是有效的 TOML：{error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{where}: unknown key {key} ignored</source>
            <translation>{where}：忽略未知的键{key}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{raw_key} repeats {key} under another spelling</source>
            <translation>{raw_key}以另一种拼写重复了{key}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number} has no file = ...</source>
            <translation>谜题{number}没有 file = ...</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{what}: {reason}</source>
            <translation>{what}：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>pack format {version} is newer than this version of Grid Games reads (format {format}): please update</source>
            <translation>题包格式{version}比此版本 Grid Games 能读取的格式（{format}）更新：请更新软件</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{where}: puzzle {number}: unknown key {key} ignored</source>
            <translation>{where}：谜题{number}：忽略未知的键{key}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: index</source>
            <translation>谜题{number}：index</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>id: use letters, digits, '.', '_' and '-' (at most 64)</source>
            <translation>id：请使用字母、数字、'.'、'_' 和 '-'（最多64个）</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: {key}</source>
            <translation>谜题{number}：{key}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: difficulty {grade} is not one of {grades}</source>
            <translation>谜题{number}：难度{grade}不是{grades}之一</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: file</source>
            <translation>谜题{number}：file</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: difficulty</source>
            <translation>谜题{number}：difficulty</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>My puzzles</source>
            <translation>我的谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>Every puzzle you made, generated, pasted or opened, newest first.</source>
            <translation>你制作、生成、粘贴或打开过的所有谜题，最新的在前。</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>the puzzle would not open again as it was</source>
            <translation>谜题无法按原样重新打开</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>damaged ({reason}): set aside and rebuilt from the puzzle files, none lost</source>
            <translation>已损坏（{reason}）：已另存并根据谜题文件重建，没有丢失任何内容</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>damaged ({reason}): rebuilt from the puzzle files, none lost</source>
            <translation>已损坏（{reason}）：已根据谜题文件重建，没有丢失任何内容</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>{said} (line {line})</source>
            <translation>{said}（第{line}行）</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>no puzzle with key {entry} in this pack</source>
            <translation>此题包中没有键为{entry}的谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>no {manifest} and no puzzle files ({kinds}) in it: not a puzzle pack</source>
            <translation>其中既没有{manifest}也没有谜题文件（{kinds}）：不是题包</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>licence_file: {reason}</source>
            <translation>licence_file：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>puzzle {number}: {file} is already puzzle {earlier}</source>
            <translation>谜题{number}：{file}已经是谜题{earlier}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>puzzle {number}: index {index}, but {file} holds {count}</source>
            <translation>谜题{number}：index 为{index}，但{file}只有{count}个</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>puzzle {number}: the title {title} is already puzzle {earlier}'s</source>
            <translation>谜题{number}：标题{title}已经属于谜题{earlier}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>more than {limit} puzzles in one file</source>
            <translation>一个文件中的谜题超过{limit}个</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>binary data, not a text file</source>
            <translation>二进制数据，不是文本文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>an entity declaration is refused in puzzle XML</source>
            <translation>谜题 XML 中不接受实体声明</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>nested too deeply to read</source>
            <translation>嵌套太深，无法读取</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>file name</source>
            <translation>文件名</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>archive member name</source>
            <translation>压缩包成员名</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>file larger than {limit} bytes: not a puzzle pack file</source>
            <translation>文件大于{limit}字节：不是题包文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>empty or invalid {what}</source>
            <translation>{what}为空或无效</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>{what} {name}: use '/' between folders, not '\'</source>
            <translation>{what} {name}：文件夹之间请用 '/'，不要用 '\'</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>{what} {name} is absolute: it must lie inside the pack</source>
            <translation>{what} {name}是绝对路径：必须位于题包内</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>{what} {name} climbs out of the pack with '..'</source>
            <translation>{what} {name}用 '..' 跑出了题包</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>{where}: cannot list the folder: {reason}</source>
            <translation>{where}：无法列出文件夹内容：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the pack holds more than {limit} MB of files</source>
            <translation>题包中的文件超过{limit} MB</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the archive holds more than {limit} files</source>
            <translation>压缩包中的文件超过{limit}个</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the archive unpacks to more than {limit} MB: refused</source>
            <translation>压缩包解压后超过{limit} MB：拒绝</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>no such file in the pack</source>
            <translation>题包中没有这个文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the file is encrypted: packs must not need a password</source>
            <translation>文件已加密：题包不能需要密码</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the file is a link to outside the pack</source>
            <translation>文件是指向题包外部的链接</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>more than {limit} files and folders: not a folder of puzzles</source>
            <translation>文件和文件夹超过{limit}个：不是谜题文件夹</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>no such file</source>
            <translation>没有这个文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>not a readable zip archive ({error})</source>
            <translation>不是可读的 zip 压缩包（{error}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the archive holds {name} twice</source>
            <translation>压缩包中{name}出现了两次</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>damaged archive member ({error})</source>
            <translation>压缩包成员已损坏（{error}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress was partly damaged ({damage}). Everything that could be read was kept; the damaged file was kept as {file}.</source>
            <translation>已保存的进度部分损坏（{damage}）。能读取的内容都已保留；损坏的文件另存为 {file}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Progress cannot be saved this session: {reason}.</source>
            <translation>本次无法保存进度：{reason}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress was written by a newer version of Grid Games (format {format}). It was kept as {file} and this version starts afresh; the newer version will find it there.</source>
            <translation>已保存的进度由较新版本的 Grid Games 写入（格式 {format}）。已另存为 {file}，此版本从头开始；较新版本会在那里找到它。</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress was damaged ({damage}) and could not be copied ({reason}). The file was kept as {file} and Grid Games starts afresh.</source>
            <translation>已保存的进度已损坏（{damage}），且无法复制（{reason}）。文件已另存为 {file}，Grid Games 将从头开始。</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>cannot create the folder {folder} ({reason})</source>
            <translation>无法创建文件夹 {folder}（{reason}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress could not be read ({problem}). The file was kept as {file} and Grid Games starts afresh.</source>
            <translation>无法读取已保存的进度（{problem}）。文件已另存为 {file}，Grid Games 将从头开始。</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>{file} is unusable and cannot be moved aside ({reason})</source>
            <translation>{file} 无法使用，也无法移到一旁（{reason}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>cannot write {file} ({reason})</source>
            <translation>无法写入 {file}（{reason}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/store.py" />
            <source>progress not saved: {reason}</source>
            <translation>进度未保存：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/store.py" />
            <source>progress not read: {reason}</source>
            <translation>进度未读取：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/store.py" />
            <source>progress partly read: move {number} is damaged</source>
            <translation>进度仅部分读取：第 {number} 步已损坏</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>puzzle</source>
            <translation>谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no answer found: the time limit to work it out ran out</source>
            <translation>未找到答案：求解时间已用完</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>puzzles per page must be one of {choices}, not {per_page}</source>
            <translation>每页谜题数必须是{choices}之一，不能是{per_page}</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no answer found: {seconds} s to work it out ran out</source>
            <translation>未找到答案：{seconds}秒的求解时间已用完</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no answer found: the puzzle has no solution</source>
            <translation>未找到答案：该谜题无解</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no answer found: {status}</source>
            <translation>未找到答案：{status}</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no puzzles</source>
            <translation>没有谜题</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.actions</name>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;View</source>
            <translation>视图(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Game</source>
            <translation>游戏</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>{action} ({shortcut})</source>
            <translation>{action}（{shortcut}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Game</source>
            <translation>游戏(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Edit</source>
            <translation>编辑(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Play</source>
            <translation>游玩(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Help</source>
            <translation>帮助(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;New Puzzle...</source>
            <translation>新谜题(&amp;N)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>New &amp;Blank Puzzle...</source>
            <translation>新建空白谜题(&amp;B)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Import Picture...</source>
            <translation>导入图片(&amp;I)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Open...</source>
            <translation>打开(&amp;O)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open Pac&amp;k...</source>
            <translation>打开题包(&amp;K)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open &amp;Folder as Pack...</source>
            <translation>将文件夹作为题包打开(&amp;F)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Paste Puzzle...</source>
            <translation>粘贴谜题(&amp;P)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Export...</source>
            <translation>导出(&amp;E)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export &amp;My Puzzles...</source>
            <translation>导出我的谜题(&amp;M)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export as P&amp;DF...</source>
            <translation>导出为 PDF(&amp;D)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export &amp;Image...</source>
            <translation>导出图片(&amp;I)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Print...</source>
            <translation>打印(&amp;P)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Quit</source>
            <translation>退出(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Undo</source>
            <translation>撤销(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Redo</source>
            <translation>重做(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Edit Puzzle</source>
            <translation>编辑谜题(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Re&amp;start</source>
            <translation>重新开始(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Check</source>
            <translation>检查(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show &amp;Mistakes While Playing</source>
            <translation>游玩时显示错误(&amp;M)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Cross Off &amp;Finished Lines</source>
            <translation>自动划掉完成的行列(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Try</source>
            <translation>试填(&amp;T)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Accept Trial</source>
            <translation>确认试填(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Reject Trial</source>
            <translation>放弃试填(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Set Check&amp;point</source>
            <translation>设置检查点(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Back to Checkpoint</source>
            <translation>回到检查点(&amp;B)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Hint</source>
            <translation>提示(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>S&amp;olve</source>
            <translation>求解(&amp;O)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Pause</source>
            <translation>暂停(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Zoom &amp;In</source>
            <translation>放大(&amp;I)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Zoom &amp;Out</source>
            <translation>缩小(&amp;O)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Fit to Window</source>
            <translation>适应窗口(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Puzzle &amp;List</source>
            <translation>谜题列表(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Statistics...</source>
            <translation>统计(&amp;S)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;How to Play...</source>
            <translation>玩法说明(&amp;H)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>First &amp;Steps Tour</source>
            <translation>入门导览(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Controls</source>
            <translation>操作说明(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;About Grid Games</source>
            <translation>关于 Grid Games(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Generate a puzzle: choose the kind, size and difficulty</source>
            <translation>生成谜题：选择种类、尺寸和难度</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>New</source>
            <translation>新建</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Make a puzzle of your own: choose the kind and size of an empty board</source>
            <translation>自己出题：选择空白盘面的种类和尺寸</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Make a nonogram from a PNG or JPEG picture: size, threshold or colours, previewed</source>
            <translation>从 PNG 或 JPEG 图片制作数织: 大小、阈值或颜色, 带预览</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open a puzzle file</source>
            <translation>打开谜题文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open</source>
            <translation>打开</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Add a pack to the list: a .zip, a folder's pack.toml or a file of puzzles</source>
            <translation>将题包加入列表：.zip、文件夹中的 pack.toml 或含多道谜题的文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Add a folder of puzzle files to the list, with or without a pack.toml</source>
            <translation>将含谜题文件的文件夹加入列表，有无 pack.toml 均可</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open a puzz.link URL, Tatham ID or puzzle text</source>
            <translation>打开 puzz.link 网址、Tatham ID 或谜题文本</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Paste</source>
            <translation>粘贴</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Save or copy the puzzle as .gg, .non, a URL or a game ID</source>
            <translation>将谜题保存或复制为 .gg、.non、网址或游戏 ID</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Save every puzzle of My puzzles as a zip pack, to share or open elsewhere</source>
            <translation>将“我的谜题”中的全部谜题保存为 zip 谜题包, 以便分享或在别处打开</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>This puzzle or its pack as PDF pages, with answers if asked</source>
            <translation>将本题或其题包导出为 PDF 页面，可附答案</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The blank board as a PNG or SVG picture</source>
            <translation>将空白盘面导出为 PNG 或 SVG 图片</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Print this puzzle or its pack</source>
            <translation>打印本题或其题包</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Redo</source>
            <translation>重做</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Edit mode: change this puzzle (a copy), judged by the engine as you go; again to play it</source>
            <translation>编辑模式：修改本题（副本），引擎随时评判；再按一次开始游玩</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Edit</source>
            <translation>编辑</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Clear the board (can be undone)</source>
            <translation>清空盘面（可撤销）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Restart</source>
            <translation>重新开始</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show what breaks the rules on the board</source>
            <translation>显示盘面上违反规则之处</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Check</source>
            <translation>检查</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Flag mistakes after every move</source>
            <translation>每一步后标出错误</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Nonogram: when a stroke finishes a line, cross the rest of it (one undo step)</source>
            <translation>数织：一笔完成某行列时，将其余格子打叉（一步撤销）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Trial mode: the marks you make next are provisional, in their own colour</source>
            <translation>试填模式：接下来的标记是临时的，用单独的颜色显示</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Try</source>
            <translation>试填</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Keep the provisional marks</source>
            <translation>保留临时标记</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Accept</source>
            <translation>确认</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Take every provisional mark off in one step</source>
            <translation>一步撤除所有临时标记</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Reject</source>
            <translation>放弃</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Remember this board, to come back to it later</source>
            <translation>记住当前盘面，以便稍后返回</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Put the board back as it was at the checkpoint (one undo step)</source>
            <translation>将盘面恢复到检查点时的样子（一步撤销）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show the simplest next deduction; press again to mark it</source>
            <translation>显示下一步最简单的推理；再按一次将其标到盘面上</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Watch the solver finish the puzzle, step by step</source>
            <translation>观看求解器一步步完成谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Solve</source>
            <translation>求解</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Hide the board and stop the clock; press again or click the board to go on</source>
            <translation>隐藏盘面并停止计时；再按一次或点击盘面继续</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show or hide the puzzle list</source>
            <translation>显示或隐藏谜题列表</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Solved puzzles, best and median times per kind and size</source>
            <translation>按种类和尺寸统计的已解谜题、最佳与中位用时</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The rules of each kind, with a solved example</source>
            <translation>每种谜题的规则，附已解示例</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The first few hints of this puzzle, shown as a lesson</source>
            <translation>以教程形式展示本题的前几条提示</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.board_view</name>
        <message>
            <location filename="../../gridgames/app/board_view.py" />
            <source>Paused
Press P or click to go on.</source>
            <translation>已暂停
按 P 或点击继续。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/board_view.py" />
            <source>Open a puzzle, or pick one from the list.</source>
            <translation>打开一道谜题，或从列表中选择。</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.bar</name>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Judging…</source>
            <translation>正在评判…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Play This Puzzle</source>
            <translation>游玩此谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Leave edit mode and play the puzzle as it is now</source>
            <translation>退出编辑模式，按当前样子游玩此谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Make Unique</source>
            <translation>使解唯一</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Add the fewest clues the engine finds to leave one answer</source>
            <translation>添加引擎找到的最少提示，使答案唯一</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Trim</source>
            <translation>精简</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Remove the clues the answer does not need, keeping it unique</source>
            <translation>移除答案不需要的提示，同时保持唯一</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Symmetric</source>
            <translation>对称</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>The cell opposite through the centre follows each change; Make Unique and Trim keep the design symmetric</source>
            <translation>关于中心对称的格子随每次修改一同变化；“使解唯一”和“精简”会保持设计对称</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>A larger number for the pen</source>
            <translation>笔要写的较大数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Pen:</source>
            <translation>笔：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Start from a whole board: every cell gets a number</source>
            <translation>从完整盘面开始：每个格子都有数字</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>A left click writes {number}</source>
            <translation>左键单击写入 {number}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>A click selects the cell to type in</source>
            <translation>单击选择要输入的格子</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.base</name>
        <message>
            <location filename="../../gridgames/app/editing/base.py" />
            <source>row {row}, column {column}</source>
            <translation>第{row}行第{column}列</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/base.py" />
            <source>Clear {cell}</source>
            <translation>清除{cell}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/base.py" />
            <source>Write {number} at {cell}</source>
            <translation>在{cell}写入 {number}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.blank_dialog</name>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>New Blank Puzzle</source>
            <translation>新建空白谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>&amp;Kind:</source>
            <translation>种类(&amp;K)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>&amp;Width:</source>
            <translation>宽度(&amp;W)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>&amp;Height:</source>
            <translation>高度(&amp;H)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>Create</source>
            <translation>创建</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.fillgrid</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/fillgrid.py" />
            <source>Shade {count} cells</source>
            <extracomment>English singular: Shade 1 cell</extracomment>
            <translation>
                <numerusform>涂黑 {count} 格</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/fillgrid.py" />
            <source>Pin white {count} cells</source>
            <extracomment>English singular: Pin white 1 cell</extracomment>
            <translation>
                <numerusform>将 {count} 格固定为白格</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/fillgrid.py" />
            <source>Free {count} cells</source>
            <extracomment>English singular: Free 1 cell</extracomment>
            <translation>
                <numerusform>将 {count} 格恢复为未定</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.mode</name>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trim takes clues away from a puzzle with one answer: press Make Unique first.</source>
            <translation>“精简”只从唯一解的谜题中去掉提示：请先按“使解唯一”。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>{action} ({number} of {steps})</source>
            <translation>{action}（第 {number} 步，共 {steps} 步）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Make Unique found no clue to add in time: add one where the answers differ, then try again.</source>
            <translation>“使解唯一”未能及时找到可添加的提示：请在各解不同之处添加一个，然后再试。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trim: every clue is needed; without any of them the answer is not unique.</source>
            <translation>精简：每个提示都是必需的；去掉任何一个，解就不再唯一。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>the engine stopped</source>
            <translation>引擎已停止</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>The engine could not judge this: {error}</source>
            <translation>引擎无法评判：{error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Symmetric is on, but the design was not symmetric: the changes made need not be either.</source>
            <translation>“对称”已开启，但设计原本并不对称：所做的修改也不一定对称。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Make Unique</source>
            <translation>使解唯一</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trim</source>
            <translation>精简</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Making unique</source>
            <translation>正在使解唯一</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trimming</source>
            <translation>正在精简</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>{step}: {reason}</source>
            <translation>{step}：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Make Unique: the answer is already unique.</source>
            <translation>使解唯一：解已经是唯一的。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Make Unique: this puzzle has no answer to keep; change what the bar names.</source>
            <translation>使解唯一：此谜题没有可保留的解；请修改提示栏指出之处。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Not a puzzle yet: {problem}. Make Unique and Trim work on a puzzle.</source>
            <translation>还不是谜题：{problem}。“使解唯一”和“精简”只作用于谜题。</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.nonogram</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Clear {count} cells</source>
            <extracomment>English singular: Clear 1 cell</extracomment>
            <translation>
                <numerusform>清除 {count} 格</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Paint {count} cells</source>
            <extracomment>English singular: Paint 1 cell</extracomment>
            <translation>
                <numerusform>涂 {count} 格</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>blank</source>
            <translation>空</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Clue of row {number}: {clue}</source>
            <translation>第{number}行的提示：{clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Clue of column {number}: {clue}</source>
            <translation>第{number}列的提示：{clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Row {number} follows the picture</source>
            <translation>第{number}行按图案设置</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Column {number} follows the picture</source>
            <translation>第{number}列按图案设置</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Row {number}: {clue}</source>
            <translation>第{number}行：{clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Column {number}: {clue}</source>
            <translation>第{number}列：{clue}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.nonogram_colour</name>
        <message>
            <location filename="../../gridgames/app/editing/nonogram_colour.py" />
            <source>Click a clue and type its blocks: each number followed by its colour's letter (“3k 2o”); a number alone takes the chosen colour. Enter keeps it, Escape leaves the line as it was, a right click on a clue follows the picture.</source>
            <translation>点击提示并输入其色块：每个数字后跟其颜色的字母（“3k 2o”）；不带字母的数字使用所选颜色。Enter 确认，Escape 恢复原样，右键点击提示则按图片重设。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram_colour.py" />
            <source>Type clues as “{example}”: {letters}</source>
            <translation>提示输入示例“{example}”：{letters}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/nonogram_colour.py" />
            <source>Paint {count} cells {colour}</source>
            <extracomment>English singular: Paint 1 cell {colour}</extracomment>
            <translation>
                <numerusform>用 {colour} 涂 {count} 格</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.shikaku</name>
        <message>
            <location filename="../../gridgames/app/editing/shikaku.py" />
            <source>Rectangle {height}x{width} = {area}</source>
            <translation>矩形 {height}×{width} = {area}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/shikaku.py" />
            <source>Remove rectangle</source>
            <translation>移除矩形</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/shikaku.py" />
            <source>Clear {height}x{width}</source>
            <translation>清除 {height}×{width}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.verdicts</name>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>({milliseconds} ms)</source>
            <translation>（{milliseconds}毫秒）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{across} across, {down} down</source>
            <translation>横 {across} 个，纵 {down} 个</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Not a puzzle yet: {problem} (and {count} more).</source>
            <extracomment>English singular: Not a puzzle yet: {problem} (and 1 more).</extracomment>
            <translation>
                <numerusform>还不是谜题：{problem}（另有 {count} 处）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Not a puzzle yet: {problem}.</source>
            <translation>还不是谜题：{problem}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Not settled within the time allowed{took}.</source>
            <translation>在限定时间内未能判定{took}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{across} across, {down} down, shortest {shortest}</source>
            <translation>横 {across} 个，纵 {down} 个，最短 {shortest}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer — grade {grade}; needs {techniques}.</source>
            <translation>{unique}：答案唯一 — 难度 {grade}；需要 {techniques}。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{several}. {count} cells differ between two of them (marked). {advice}</source>
            <extracomment>English singular: {several}. 1 cell differs between two of them (marked). {advice}</extracomment>
            <translation>
                <numerusform>{several}。其中两个答案在 {count} 格上不同（已标出）。{advice}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{several}. {advice}</source>
            <translation>{several}。{advice}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{none}: {reason}</source>
            <translation>{none}：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{none}.</source>
            <translation>{none}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>&lt;b&gt;Not legal&lt;/b&gt;: shaded cells touch or white cells are cut off (marked)</source>
            <translation>&lt;b&gt;不合法&lt;/b&gt;：黑格相邻或白格被隔开（已标出）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>&lt;b&gt;Legal so far&lt;/b&gt;</source>
            <translation>&lt;b&gt;目前合法&lt;/b&gt;</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{shown} legal grids complete this design, {symmetric} of them symmetric</source>
            <extracomment>English singular: {shown} legal grid completes this design, {symmetric} of them symmetric</extracomment>
            <translation>
                <numerusform>有 {shown} 个合法盘面能补全此设计，其中 {symmetric} 个对称</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{shown} legal grids complete this design</source>
            <extracomment>English singular: {shown} legal grid completes this design</extracomment>
            <translation>
                <numerusform>有 {shown} 个合法盘面能补全此设计</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer — grade {grade}.</source>
            <translation>{unique}：答案唯一 — 难度 {grade}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Several answers</source>
            <translation>多个答案</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>No answer</source>
            <translation>无解</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>, </source>
            <translation>，</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Unique</source>
            <translation>唯一</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer; needs {techniques}.</source>
            <translation>{unique}：答案唯一；需要 {techniques}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer.</source>
            <translation>{unique}：答案唯一。</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.export_dialog</name>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>{Reason}.</source>
            <translation>{reason}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Export — {title}</source>
            <translation>导出 — {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>&amp;Copy</source>
            <translation>复制(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>&amp;Save As...</source>
            <translation>另存为(&amp;S)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Copied to the clipboard.</source>
            <translation>已复制到剪贴板。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Export puzzle</source>
            <translation>导出谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>{format} (*{extension});;All files (*)</source>
            <translation>{format} (*{extension});;所有文件 (*)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Saved {name}.</source>
            <translation>已保存 {name}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Not offered, as they cannot hold a {kind} puzzle: {formats}.</source>
            <translation>未提供 (无法保存 {kind} 谜题): {formats}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Format:</source>
            <translation>格式：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>One line: Copy it to paste in a browser or another app.</source>
            <translation>单行文本：复制后可粘贴到浏览器或其他应用中。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Saved as {extension}; Grid Games opens it again as it is.</source>
            <translation>保存为 {extension}；Grid Games 可原样再次打开。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Cannot export</source>
            <translation>无法导出</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Could not write {file}.

{reason}</source>
            <translation>无法写入 {file}。

{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>, </source>
            <translation>、</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.genres.fillgrid</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/fillgrid.py" />
            <source>Shade {count} cells</source>
            <extracomment>English singular: Shade 1 cell</extracomment>
            <translation>
                <numerusform>涂黑 {count} 格</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/fillgrid.py" />
            <source>Dot {count} cells</source>
            <extracomment>English singular: Dot 1 cell</extracomment>
            <translation>
                <numerusform>给 {count} 格加点</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/fillgrid.py" />
            <source>Clear {count} cells</source>
            <extracomment>English singular: Clear 1 cell</extracomment>
            <translation>
                <numerusform>清除 {count} 格</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.genres.nonogram_input</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/nonogram_input.py" />
            <source>Paint {count} cells {colour}</source>
            <extracomment>English singular: Paint 1 cell {colour}</extracomment>
            <translation>
                <numerusform>用 {colour} 涂 {count} 格</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/nonogram_input.py" />
            <source>{colour} possible again: {count} cells</source>
            <extracomment>English singular: {colour} possible again: 1 cell</extracomment>
            <translation>
                <numerusform>{count} 格去掉“不是 {colour}”</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/nonogram_input.py" />
            <source>Not {colour}: {count} cells</source>
            <extracomment>English singular: Not {colour}: 1 cell</extracomment>
            <translation>
                <numerusform>{count} 格不是 {colour}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.genres.nonogram_palette</name>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Left drag paints the chosen colour, right drag crosses. Shift+left drag notes that cells are not the chosen colour (a small cross of it); hints, checks and the solver keep to the notes.</source>
            <translation>左键拖动用所选颜色涂色，右键拖动打叉。Shift+左键拖动标注格子不是所选颜色（该颜色的小叉）；提示、检查和求解器都遵守这些标注。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Paint:</source>
            <translation>涂色：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Letters</source>
            <translation>字母</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Write each colour's letter on its swatch and on painted cells</source>
            <translation>在色块和已涂格子上写出每种颜色的字母</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>background (cross)</source>
            <translation>背景（叉号）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>{colour}: key {key}</source>
            <translation>{colour}：按键 {key}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>{colour}: the wheel</source>
            <translation>{colour}：滚轮</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Shift+drag: not {colour}</source>
            <translation>Shift+拖动：不是 {colour}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.genres.shikaku</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/shikaku.py" />
            <source>Remove {count} rectangles</source>
            <extracomment>English singular: Remove rectangle</extracomment>
            <translation>
                <numerusform>移除 {count} 个矩形</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/shikaku.py" />
            <source>Draw {height}x{width} rectangle</source>
            <translation>画出 {height}×{width} 的矩形</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.how_to_play</name>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>How to Play</source>
            <translation>玩法说明</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>First Steps Tour</source>
            <translation>入门导览</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>Play the first hints of the puzzle on the board as a lesson</source>
            <translation>在盘面上以教程形式演示本题的前几条提示</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>Solved example</source>
            <translation>已解示例</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.language_menu</name>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>&amp;Language</source>
            <translation>语言(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Language</source>
            <translation>语言</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>The new language is used from the next start of Grid Games.</source>
            <translation>新语言将在下次启动 Grid Games 时生效。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Restart Now</source>
            <translation>立即重启</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Later</source>
            <translation>稍后</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>System Default ({language})</source>
            <translation>跟随系统（{language}）</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.new_puzzle</name>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>New Puzzle</source>
            <translation>新谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>random</source>
            <translation>随机</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>The same seed and choices make the same puzzle</source>
            <translation>相同的种子和选项会生成相同的谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Kind:</source>
            <translation>种类(&amp;K)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Size (columns × rows):</source>
            <translation>尺寸（列 × 行）(&amp;S)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Difficulty:</source>
            <translation>难度(&amp;D)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>S&amp;eed (optional):</source>
            <translation>种子（可选）(&amp;E)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Generate</source>
            <translation>生成(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Generating {kind} {width}×{height}, {grade}, seed {seed}…</source>
            <translation>正在生成 {kind} {width}×{height}，{grade}，种子 {seed}…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>unknown error</source>
            <translation>未知错误</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Could not generate this puzzle: {error}</source>
            <translation>无法生成此谜题：{error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Gave up: no puzzle was found in time. Try a smaller size or another seed.</source>
            <translation>已放弃：限时内未找到谜题。请尝试更小的尺寸或其他种子。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Closest so far: none yet</source>
            <translation>目前最接近：暂无</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Cancelled.</source>
            <translation>已取消。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>No {asked} puzzle turned up in time: opened the closest, a {grade} one.</source>
            <translation>限时内未找到“{asked}”难度的谜题：已打开最接近的“{grade}”难度谜题。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Closest so far: {grade}</source>
            <translation>目前最接近：{grade}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>The seed must be a whole number (or empty for a random puzzle).</source>
            <translation>种子必须是整数（留空则随机生成）。</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.packs_model</name>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Puzzle</source>
            <translation>谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Genre</source>
            <translation>种类</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Size</source>
            <translation>尺寸</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Level</source>
            <translation>难度</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Best</source>
            <translation>最佳</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>New</source>
            <translation>未开始</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>In progress</source>
            <translation>进行中</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Solved</source>
            <translation>已解出</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>State: new, in progress (◐), solved</source>
            <translation>状态：未开始、进行中（◐）、已解出</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Best time</source>
            <translation>最佳用时</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>{state}, {time} on the clock</source>
            <translation>{state}，已用时 {time}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>{pack} (cannot be opened)</source>
            <translation>{pack}（无法打开）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>{title} (draft)</source>
            <translation>{title}（草稿）</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.packs_panel</name>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Licence: {licence}</source>
            <translation>许可证：{licence}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Licence — {pack}</source>
            <translation>许可证 — {pack}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Any state</source>
            <translation>任意状态</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>New</source>
            <translation>未开始</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>In progress</source>
            <translation>进行中</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Not solved</source>
            <translation>未解出</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Solved</source>
            <translation>已解出</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Filter by title or pack</source>
            <translation>按标题或题包筛选</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Open Pack...</source>
            <translation>打开题包...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Add a pack: a .zip, a folder's pack.toml or a file of puzzles</source>
            <translation>添加题包：.zip、文件夹中的 pack.toml 或含多道谜题的文件</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>All genres</source>
            <translation>所有种类</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>From {pack}</source>
            <translation>出自 {pack}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>not stated</source>
            <translation>未注明</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Play</source>
            <translation>开始玩</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Remove from My Puzzles</source>
            <translation>从我的谜题中移除</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Export My Puzzles as Zip Pack...</source>
            <translation>将我的谜题导出为 zip 谜题包...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>{title} by {author}</source>
            <translation>{title}，作者：{author}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Remove “{pack}” from the List</source>
            <translation>从列表中移除“{pack}”</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>A puzzle of your own</source>
            <translation>你自己的谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Built-in pack: always listed</source>
            <translation>内置题包：始终列出</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.paper</name>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Working out the answers...</source>
            <translation>正在求解答案...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Cancel</source>
            <translation>取消</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>No answers</source>
            <translation>无答案</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>The answers were not found within {s:g} seconds.</source>
            <translation>{s:g} 秒内未能求出答案。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Export as PDF</source>
            <translation>导出为 PDF</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>PDF (*.pdf)</source>
            <translation>PDF 文件 (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Export Image</source>
            <translation>导出图片</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>PNG image (*.png);;SVG image (*.svg)</source>
            <translation>PNG 图片 (*.png);;SVG 图片 (*.svg)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Cannot export</source>
            <translation>无法导出</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Saved {name} ({pages})</source>
            <translation>已保存 {name}（{pages}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Saved {name}</source>
            <translation>已保存 {name}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Sent {pages} to {printer}</source>
            <translation>已将 {pages} 发送到 {printer}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/paper.py" />
            <source>{count} pages</source>
            <extracomment>English singular: 1 page</extracomment>
            <translation>
                <numerusform>{count} 页</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>{file}: {reason}</source>
            <translation>{file}：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Puzzle</source>
            <translation>谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>{file}

{reason}</source>
            <translation>{file}

{reason}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.picture_import</name>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Pictures (*.png *.jpg *.jpeg *.bmp *.gif);;All files (*)</source>
            <translation>图片 (*.png *.jpg *.jpeg *.bmp *.gif);;所有文件 (*)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{width}×{height}: {filled} of {cells} cells filled, {shades}{count} clue numbers</source>
            <extracomment>English singular: {width}×{height}: {filled} of {cells} cells filled, {shades}1 clue number</extracomment>
            <translation>
                <numerusform>{width}×{height}: {cells} 格中填充 {filled} 格, {shades}{count} 个提示数字</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Import Picture</source>
            <translation>导入图片</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Choose &amp;Picture...</source>
            <translation>选择图片(&amp;P)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>No picture chosen yet.</source>
            <translation>尚未选择图片。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>&amp;Keep the picture's proportions</source>
            <translation>保持图片比例(&amp;K)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Black and white</source>
            <translation>黑白</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Cells darker than this are filled</source>
            <translation>比此值更暗的格子将被填充</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>&amp;Create Puzzle</source>
            <translation>创建谜题(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Board (columns × rows):</source>
            <translation>棋盘 (列 × 行):</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Cells:</source>
            <translation>格子:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>&amp;Threshold:</source>
            <translation>阈值(&amp;T):</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Import picture</source>
            <translation>导入图片</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{file} ({width}×{height} pixels)</source>
            <translation>{file} ({width}×{height} 像素)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{count} colours</source>
            <extracomment>English singular: 1 colour</extracomment>
            <translation>
                <numerusform>{count} 种颜色</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Picture</source>
            <translation>图片</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{file}: not a picture Grid Games can read</source>
            <translation>{file}: 不是 Grid Games 能读取的图片</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Choose a PNG or JPEG picture to see the board it makes.</source>
            <translation>选择一张 PNG 或 JPEG 图片, 即可看到它生成的棋盘。</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.play_tools</name>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trying: new marks are provisional. Accept keeps them, Reject takes them off.</source>
            <translation>试填中：新标记是临时的。“确认”保留它们，“放弃”撤除它们。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trial accepted: the marks are yours.</source>
            <translation>已确认试填：这些标记已成为正式标记。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trial rejected: the board is back as it was before Try.</source>
            <translation>已放弃试填：盘面已恢复到试填之前。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Back at the checkpoint.</source>
            <translation>已回到检查点。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Checkpoint set: Back to Checkpoint returns to this board.</source>
            <translation>已设置检查点：“回到检查点”会恢复到此盘面。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trying</source>
            <translation>试填中</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.print_dialog</name>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Print</source>
            <translation>打印</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Export as PDF</source>
            <translation>导出为 PDF</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>This puzzle: {title}</source>
            <translation>本题：{title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Puzzles per page:</source>
            <translation>每页谜题数：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Paper size:</source>
            <translation>纸张大小：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Answer pages at the end</source>
            <translation>在末尾附答案页</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Print...</source>
            <translation>打印...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Save PDF...</source>
            <translation>保存 PDF...</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>The whole pack: {title} ({count} puzzles)</source>
            <extracomment>English singular: The whole pack: {title} (1 puzzle)</extracomment>
            <translation>
                <numerusform>整个题包：{title}（{count} 道谜题）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.printing</name>
        <message>
            <location filename="../../gridgames/app/printing.py" />
            <source>Answers</source>
            <translation>答案</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.progress_link</name>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>The saved moves of this puzzle could not be read ({error}). They were kept aside and the puzzle starts afresh.</source>
            <translation>无法读取本题保存的步骤（{error}）。已将其另行保存，谜题从头开始。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>progress not saved</source>
            <translation>进度未保存</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.session</name>
        <message>
            <location filename="../../gridgames/app/session.py" />
            <source>Restart</source>
            <translation>重新开始</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.shelf</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>Pack “{pack}”: {count} puzzles ({broken} cannot be played: see their tooltips)</source>
            <extracomment>English singular: Pack “{pack}”: 1 puzzle ({broken} cannot be played: see their tooltips)</extracomment>
            <translation>
                <numerusform>题包“{pack}”：{count} 道谜题（{broken} 道无法游玩：见其提示）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>Pack “{pack}”: {count} puzzles</source>
            <extracomment>English singular: Pack “{pack}”: 1 puzzle</extracomment>
            <translation>
                <numerusform>题包“{pack}”：{count} 道谜题</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>{said}, and {count} drafts (they open in edit mode)</source>
            <extracomment>English singular: {said}, and 1 draft (it opens in edit mode)</extracomment>
            <translation>
                <numerusform>{said}，另有 {count} 份草稿（在编辑模式中打开）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Removed “{title}” from My puzzles.</source>
            <translation>已从我的谜题中移除“{title}”。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>Saved {count} puzzles to {file}</source>
            <extracomment>English singular: Saved 1 puzzle to {file}</extracomment>
            <translation>
                <numerusform>已将 {count} 个谜题保存到 {file}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Removed “{pack}” from the list; its progress is kept.</source>
            <translation>已从列表中移除“{pack}”；其进度仍会保留。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Progress not saved: {error}</source>
            <translation>进度未保存：{error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Not kept in My puzzles: {reason}</source>
            <translation>未保存到我的谜题: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Could not remove it: {reason}</source>
            <translation>无法移除: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Could not write {file}: {reason}</source>
            <translation>无法写入 {file}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.animation</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} deductions</source>
            <extracomment>English singular: 1 deduction</extracomment>
            <translation>
                <numerusform>{count} 步推理</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} guesses</source>
            <extracomment>English singular: 1 guess</extracomment>
            <translation>
                <numerusform>{count} 次猜测</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} taken back</source>
            <extracomment>English singular: 1 taken back</extracomment>
            <translation>
                <numerusform>撤回 {count} 次</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>Solved in {count} steps: {counts}.</source>
            <extracomment>English singular: Solved in 1 step: {counts}.</extracomment>
            <translation>
                <numerusform>用 {count} 步解出：{counts}。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>Stopped after {count} steps ({counts}); guesses were taken back.</source>
            <extracomment>English singular: Stopped after 1 step ({counts}); guesses were taken back.</extracomment>
            <translation>
                <numerusform>在 {count} 步后停止（{counts}）；猜测已撤回。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>Auto-solve</source>
            <translation>自动求解</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} by trying a cell</source>
            <extracomment>English singular: 1 by trying a cell</extracomment>
            <translation>
                <numerusform>其中 {count} 步靠试探</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{guesses}, {taken_back}</source>
            <translation>{guesses}，{taken_back}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>, </source>
            <translation>，</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>The engine found no answer: the puzzle cannot be solved.</source>
            <translation>引擎未找到答案：此谜题无解。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>This board cannot be finished: some mark is wrong.</source>
            <translation>此盘面无法完成：某个标记有误。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>The board breaks a rule.</source>
            <translation>盘面违反了规则。</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.assist</name>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Step {number}: {step}</source>
            <translation>第 {number} 步：{step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Solver</source>
            <translation>求解器</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Press Solve to watch the engine reason, or Hint for one step.</source>
            <translation>按“求解”观看引擎推理，或按“提示”看一步。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Solve</source>
            <translation>求解</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>{why}

Solve from the start instead? (One Undo brings your board back.)</source>
            <translation>{why}

改为从头求解吗？（撤销一次即可恢复你的盘面。）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Solving…</source>
            <translation>正在求解…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>The board is solved already.</source>
            <translation>盘面已经解出。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>The board breaks a rule: {mistake}.</source>
            <translation>盘面违反了规则：{mistake}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>This board cannot be finished: some mark is wrong.</source>
            <translation>此盘面无法完成：某个标记有误。</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.hintbar</name>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Hint shows the next step here; pressing it again marks the step on the board.</source>
            <translation>“提示”会在此显示下一步；再按一次会把这一步标到盘面上。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Mark it</source>
            <translation>标上</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Make the move this hint shows (Hint again does the same)</source>
            <translation>执行此提示所示的一步（再按“提示”效果相同）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Clear the hint</source>
            <translation>清除提示</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.hints</name>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>A guess.</source>
            <translation>猜测。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>No rule decides anything from here, not even trying a possibility in your head: the only way on is a guess. Make one, follow where it leads, and undo it if it breaks a rule.</source>
            <translation>从这里开始，任何规则都无法确定任何格子，在脑中试探也不行：唯一的办法是猜测。猜一个，顺着推下去，若违反规则就撤销。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Press Hint again to mark it.</source>
            <translation>再按“提示”将其标上。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>A basic rule.</source>
            <translation>基本规则。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>An advanced rule.</source>
            <translation>进阶规则。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Trying one possibility in your head.</source>
            <translation>在脑中试探一种可能。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>{first} {second}</source>
            <translation>{first}{second}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Looking for the next step…</source>
            <translation>正在寻找下一步…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>No hint: the engine failed ({error}).</source>
            <translation>无提示：引擎出错（{error}）。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Marked: {step}</source>
            <translation>已标上：{step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Marked. Press Hint for the next step.</source>
            <translation>已标上。按“提示”看下一步。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>{Mark} is wrong.</source>
            <translation>{mark}有误。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>No hint until it is put right: a step from a wrong mark would teach something false.</source>
            <translation>改正之前不给提示：从错误标记推出的步骤会教给你错误的东西。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Hint</source>
            <translation>提示</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>{mistake}

Rewind to the last position without a mistake, {count} moves back? (Redo brings them back.)</source>
            <extracomment>English singular: {mistake}

Rewind to the last position without a mistake, 1 move back? (Redo brings it back.)</extracomment>
            <translation>
                <numerusform>{mistake}

回退 {count} 步到最后一个没有错误的局面吗？（“重做”可恢复。）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Rewound {count} moves: no mistakes now.</source>
            <extracomment>English singular: Rewound 1 move: no mistakes now.</extracomment>
            <translation>
                <numerusform>已回退 {count} 步：现在没有错误。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>The board changed meanwhile: press Hint again.</source>
            <translation>盘面在此期间已改变：请再按“提示”。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>This puzzle has no answer, so there is nothing to hint.</source>
            <translation>此谜题无解，因此没有提示。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Hint ({level}): {step}</source>
            <translation>提示（{level}）：{step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Hint: {step}</source>
            <translation>提示：{step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Press Hint for the next step.</source>
            <translation>按“提示”看下一步。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Everything is decided already: nothing is left to deduce.</source>
            <translation>一切都已确定：没有可推理的了。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>The board cannot be right: {reason}</source>
            <translation>盘面不可能正确：{reason}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.panel</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>{count} steps/s</source>
            <extracomment>English singular: 1 step/s</extracomment>
            <translation>
                <numerusform>每秒 {count} 步</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Instant</source>
            <translation>瞬间</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Step</source>
            <translation>单步</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Pause and show one more step</source>
            <translation>暂停并再显示一步</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Stop here: what was deduced stays, guesses are taken back</source>
            <translation>在此停止：推理所得保留，猜测撤回</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Speed: from one step a second to instant</source>
            <translation>速度：从每秒一步到瞬间完成</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Press Solve to watch the engine reason, or Hint for one step.</source>
            <translation>按“求解”观看引擎推理，或按“提示”看一步。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>The steps appear here, one sentence each.</source>
            <translation>每一步会在这里以一句话显示。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Speed</source>
            <translation>速度</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Resume</source>
            <translation>继续</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Pause</source>
            <translation>暂停</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Go on</source>
            <translation>继续</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Hold the animation here</source>
            <translation>在此暂停动画</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.statistics_dialog</name>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Earlier wins</source>
            <translation>早先的胜局</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Puzzle</source>
            <translation>谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Size</source>
            <translation>尺寸</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Solved</source>
            <translation>已解</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Wins</source>
            <translation>胜局</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Best</source>
            <translation>最佳</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Median</source>
            <translation>中位数</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Statistics</source>
            <translation>统计</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>{puzzles} solved, {wins} in all. Times are your own: boards the solver finished do not count.</source>
            <translation>已解 {puzzles}，共 {wins}。用时只计你自己的：由求解器完成的盘面不计。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>No puzzle solved yet: your wins and times will be listed here.</source>
            <translation>尚未解出任何谜题：你的胜局和用时将列在这里。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>{count} puzzles</source>
            <extracomment>English singular: 1 puzzle</extracomment>
            <translation>
                <numerusform>{count} 道谜题</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>{count} wins</source>
            <extracomment>English singular: 1 win</extracomment>
            <translation>
                <numerusform>{count} 局</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.status</name>
        <message>
            <location filename="../../gridgames/app/status.py" />
            <source>Time {time}</source>
            <translation>用时 {time}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/status.py" />
            <source>Row {row}, column {column}</source>
            <translation>第 {row} 行，第 {column} 列</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.tour</name>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>First steps: {kind}</source>
            <translation>入门：{kind}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Step {number} of {steps}: {step}</source>
            <translation>第 {number} 步（共 {steps} 步）：{step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Mark it and go on</source>
            <translation>标上并继续</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>End tour</source>
            <translation>结束导览</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Close</source>
            <translation>关闭</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Asking the engine for a step…</source>
            <translation>正在向引擎询问下一步…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>That is the idea: every step follows from the rules and what is already on the board. Press Hint (Ctrl+H) whenever you are stuck; Undo takes back any step. Over to you!</source>
            <translation>思路就是这样：每一步都由规则和盘面上已有的内容推出。卡住时随时按“提示”（Ctrl+H）；“撤销”可以撤回任何一步。接下来交给你了！</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.trial</name>
        <message>
            <location filename="../../gridgames/app/trial.py" />
            <source>Reject trial</source>
            <translation>放弃试填</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/trial.py" />
            <source>Back to checkpoint</source>
            <translation>回到检查点</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.window</name>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Grid Games</source>
            <translation>Grid Games</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Solved by the solver</source>
            <translation>由求解器解出</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The solver finished this board: no time or best time counts. Play Again to solve it yourself.</source>
            <translation>此盘面由求解器完成：不计用时和最佳用时。选择“再玩一次”自己来解。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>&lt;p&gt;&lt;b&gt;Keyboard&lt;/b&gt;: arrows move the cursor; Space or Enter is a left click, X a
right click. Shift+arrows drag (a rectangle is stretched, a line filled); letting Shift go
ends the drag.&lt;/p&gt;
&lt;p&gt;Ctrl+wheel or Ctrl+=/- zooms.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;键盘&lt;/b&gt;：方向键移动光标；空格或回车相当于左键单击，X 相当于右键单击。Shift+方向键拖动（拉伸矩形、填充一行）；松开 Shift 结束拖动。&lt;/p&gt;
&lt;p&gt;Ctrl+滚轮或 Ctrl+=/- 缩放。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{kind} ({patterns});;All files (*)</source>
            <translation>{kind} ({patterns});;所有文件 (*)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{kind} {width}×{height}, {grade} #{seed}</source>
            <translation>{kind} {width}×{height}（{grade}）#{seed}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>New {kind} {width}×{height}</source>
            <translation>新{kind} {width}×{height}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>a copy of “{title}”</source>
            <translation>“{title}”的副本</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{title} (edited)</source>
            <translation>{title}（已编辑）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>&lt;b&gt;EDIT MODE&lt;/b&gt; — {kind} {size}, {origin}</source>
            <translation>&lt;b&gt;编辑模式&lt;/b&gt; — {kind} {size}，{origin}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>a draft from “{file}”</source>
            <translation>来自“{file}”的草稿</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Puzzles</source>
            <translation>谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open pack</source>
            <translation>打开题包</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open folder as pack</source>
            <translation>将文件夹作为题包打开</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Pack opened with problems</source>
            <translation>题包已打开，但有问题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>“{pack}” is listed and the rest of it plays, but:</source>
            <translation>“{pack}”已列出，其余部分可以游玩，但是：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open puzzle</source>
            <translation>打开谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Paste puzzle</source>
            <translation>粘贴谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>A puzz.link URL, a Tatham game ID (e.g. rect:7x7:...) or a whole puzzle file:</source>
            <translation>puzz.link 网址、Tatham 游戏 ID（例如 rect:7x7:...）或完整的谜题文件：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Picture</source>
            <translation>图片</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Export My Puzzles</source>
            <translation>导出我的谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Zip pack (*.zip);;All files (*)</source>
            <translation>zip 谜题包 (*.zip);;所有文件 (*)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Line {line}: {problem}</source>
            <translation>第 {line} 行：{problem}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Cannot open puzzle</source>
            <translation>无法打开谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Could not open {what}.

File: {file}
{problem}</source>
            <translation>无法打开{what}。

文件：{file}
{problem}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>from a blank board</source>
            <translation>从空白盘面开始</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>its kind has no editor</source>
            <translation>此种类没有编辑器</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Every edit is judged by the engine; Ctrl+Z undoes one. Play This Puzzle (or Edit ▸ Edit Puzzle again) leaves edit mode and plays it.</source>
            <translation>每次编辑都由引擎评判；Ctrl+Z 撤销一步。“游玩此谜题”（或再次选择 编辑 ▸ 编辑谜题）会退出编辑模式并开始游玩。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Editing {kind}</source>
            <translation>正在编辑{kind}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The design you left in edit mode is back.</source>
            <translation>你在编辑模式中留下的设计已恢复。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>“{title}” is kept in My puzzles ({file}).</source>
            <translation>“{title}”已保存在我的谜题中（{file}）。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Opened in edit mode: {reason}.</source>
            <translation>已在编辑模式中打开：{reason}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play again</source>
            <translation>再玩一次</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play {title} again from an empty board? The clock starts from zero; your best time is kept.</source>
            <translation>从空白盘面重玩 {title}？计时从零开始；你的最佳用时会保留。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Playing {title} again</source>
            <translation>正在重玩 {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Solved in {time}!</source>
            <translation>用时 {time} 解出！</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Saved progress</source>
            <translation>已保存的进度</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Controls</source>
            <translation>操作说明</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>About {app}</source>
            <translation>关于 {app}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The puzzle list is folded away to give the board room (F9 shows it).</source>
            <translation>已收起谜题列表，为盘面腾出空间（按 F9 显示）。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The design you left in edit mode, “{title}”, is in My puzzles ({file}).</source>
            <translation>你在编辑模式中留下的设计“{title}”已在我的谜题中（{file}）。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Packs</source>
            <translation>题包</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>... and {count} more (see their tooltips)</source>
            <extracomment>English singular: ... and 1 more (see its tooltip)</extracomment>
            <translation>
                <numerusform>……另有 {count} 项（见其提示）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Not a puzzle yet ({problem}): saved as a draft, which opens in edit mode.</source>
            <translation>还不是谜题（{problem}）：已保存为草稿，打开时进入编辑模式。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Made “{title}”, to play (not to edit: {reason}).</source>
            <translation>已创建“{title}”, 可以游玩 (无法编辑: {reason})。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>from a picture</source>
            <translation>来自图片</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>Resumed {title} ({count} moves)</source>
            <extracomment>English singular: Resumed {title} (1 move)</extracomment>
            <translation>
                <numerusform>已继续 {title}（{count} 步）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Opened {title}</source>
            <translation>已打开 {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>This puzzle cannot be edited: {reason}.</source>
            <translation>此谜题无法编辑：{reason}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Editing: {title}</source>
            <translation>正在编辑：{title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Not a puzzle yet: {problem}. Keep editing.</source>
            <translation>还不是谜题：{problem}。请继续编辑。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Leave edit mode</source>
            <translation>退出编辑模式</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Leave edit mode? Save keeps the puzzle being edited in My puzzles (a draft that is not a puzzle yet too); Discard drops it.</source>
            <translation>退出编辑模式？保存会把正在编辑的谜题留在我的谜题中（尚未成为谜题的草稿也会保存）；放弃则将其丢弃。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Progress not saved: {error}</source>
            <translation>进度未保存：{error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>{count} mistakes: {first}</source>
            <extracomment>English singular: 1 mistake: {first}</extracomment>
            <translation>
                <numerusform>{count} 处错误：{first}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play &amp;Again</source>
            <translation>再玩一次(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Re&amp;start</source>
            <translation>重新开始(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play Again</source>
            <translation>再玩一次</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Restart</source>
            <translation>重新开始</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play this solved puzzle again from an empty board, clock at zero (Ctrl+R)</source>
            <translation>从空白盘面重玩这道已解的谜题，计时归零（Ctrl+R）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Clear the board (can be undone) (Ctrl+R)</source>
            <translation>清空盘面（可撤销）（Ctrl+R）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{verb} {what}</source>
            <translation>{verb}：{what}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Paused: the board is hidden and the clock stopped.</source>
            <translation>已暂停：盘面已隐藏，计时已停止。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Undo</source>
            <translation>撤销</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Redo</source>
            <translation>重做</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Zoom {percent}%</source>
            <translation>缩放 {percent}%</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>this puzzle</source>
            <translation>这道谜题</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>pasted text</source>
            <translation>粘贴的文本</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The design left in edit mode could not be restored: {reason}</source>
            <translation>无法恢复编辑模式中留下的设计：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Solved: every rule is met.</source>
            <translation>已解出：所有规则均满足。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>No mistakes so far.</source>
            <translation>目前没有错误。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Shikaku, Nonogram, Hitori and Kurodoko on one deduction engine.</source>
            <translation>数方、数织、数壹和 Kurodoko，共用一个推理引擎。</translation>
        </message>
    </context>
</TS>
