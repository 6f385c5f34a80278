<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
    <context>
        <name>Sentence</name>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>it is not a draft this version can read</source>
            <translation>このバージョンで読める下書きではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>its puzzle or title is missing</source>
            <translation>パズルかタイトルがありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>its My puzzles name is not text</source>
            <translation>マイパズルでの名前がテキストではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>{genre} puzzles cannot be edited</source>
            <translation>{genre}のパズルは編集できません</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>its drawing does not fit the puzzle ({error})</source>
            <translation>描いたものがパズルに合いません（{error}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/loading.py" />
            <source>(pasted text)</source>
            <translation>（貼り付けたテキスト）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/loading.py" />
            <source>the clipboard holds no puzzle</source>
            <translation>クリップボードにパズルがありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/main.py" />
            <source>could not write the PNG</source>
            <translation>PNGを書き込めませんでした</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/printing.py" />
            <source>a {width}x{height} board is too large for a PNG of at most {pixels} pixels a side: export an .svg or a .pdf</source>
            <translation>{width}×{height}の盤面は一辺最大{pixels}ピクセルのPNGには大きすぎます：.svgか.pdfで書き出してください</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/printing.py" />
            <source>could not start drawing on the printer or file</source>
            <translation>プリンターまたはファイルへの描画を開始できませんでした</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/printing.py" />
            <source>{path}: could not write the SVG</source>
            <translation>{path}：SVGを書き込めませんでした</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>a saved step is {shape}, not {record}</source>
            <translation>保存された手順は{shape}の形ですが、{record}でした</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>the text of a saved step is {text}</source>
            <translation>保存された手順のテキストが{text}です</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>this pack is no longer in the list</source>
            <translation>このパックはもう一覧にありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>this puzzle is no longer in its pack</source>
            <translation>このパズルはもうパックにありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>short probe</source>
            <translation>短い仮定</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>counting</source>
            <translation>数え上げ</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>long probe</source>
            <translation>長い仮定</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>the rules</source>
            <translation>基本ルール</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <location filename="../../gridgames/engine/hint.py" />
            <location filename="../../gridgames/engine/node.py" />
            <source>Nothing is possible for {what}.</source>
            <translation>{what}には可能な値がありません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>No answer: every way of going on ends in a contradiction, however it starts.</source>
            <translation>解なし：どう始めても、どの進め方も矛盾に行き着きます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>the {rule} rule</source>
            <translation>{rule}ルール</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Rule} cannot hold with {first}, {second} and {third}.</source>
            <translation>{first}、{second}、{third}では{rule}が成り立ちません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>a guess or a chain deeper than a player follows</source>
            <translation>推測、または人が追えないほど長い推理の連鎖</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Rule} finds nothing left to choose.</source>
            <translation>{rule}に選べるものが残っていません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Rule} cannot hold with {first}.</source>
            <translation>{first}では{rule}が成り立ちません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Rule} cannot hold with {first} and {second}.</source>
            <translation>{first}と{second}では{rule}が成り立ちません。</translation>
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
            <translation>解なし：探索ですべての可能性を試しました（理由はヒントで示せるより深いところにあります）。</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/learning.py" />
            <source>the learned rule</source>
            <translation>学習したルール</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Suppose {what}: then {cause} So {left}.</source>
            <translation>{what}と仮定すると、{cause}よって{left}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Suppose {what}: then {cause} So it is {value}.</source>
            <translation>{what}と仮定すると、{cause}よって、そこは{value}です。</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Whatever {what} turns out to be, the same cells follow.</source>
            <translation>{what}がどうなっても、同じマスが決まります。</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Every value of {what} leads to a contradiction</source>
            <translation>{what}のどの値も矛盾に行き着きます</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/search.py" />
            <source>Only one way left: {what}.</source>
            <translation>残る可能性は一つ：{what}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/search.py" />
            <source>Guess: {what}.</source>
            <translation>推測：{what}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/search.py" />
            <source>Solved.</source>
            <translation>完成。</translation>
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
            <translation>最初から：{what}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{what}: {shown} is not a number</source>
            <translation>{what}：{shown}は数ではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{what}: the number {digits}... is too large</source>
            <translation>{what}：数{digits}...が大きすぎます</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{what}: 0 may only stand alone (an empty line)</source>
            <translation>{what}：0は単独でのみ使えます（空の列）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{name} {value} is out of range: {reason}</source>
            <translation>{name} {value}は範囲外です：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{what}: negative number {n}</source>
            <translation>{what}：負の数{n}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>unrecognised puzzle format: expected a .gg header such as 'shikaku 10x10', a .non file, webpbn XML, a seed 003/004 nonogram, a puzz.link URL or a Tatham ID</source>
            <translation>パズルの形式がわかりません：'shikaku 10x10' のような.ggヘッダー、.nonファイル、webpbn XML、seed 003/004 のノノグラム、puzz.link のURL、または Tatham のIDが必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>file larger than {limit} bytes: not a puzzle file</source>
            <translation>{limit}バイトを超えるファイル：パズルファイルではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>binary data, not a puzzle text file</source>
            <translation>バイナリデータです。パズルのテキストファイルではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>empty: no puzzle here</source>
            <translation>空です：パズルがありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>URL/ID support not available</source>
            <translation>URL/IDの読み込みは利用できません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>{reason}: not a puzzle file</source>
            <translation>{reason}：パズルファイルではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>no such file (nor a puzz.link URL or Tatham ID)</source>
            <translation>そのようなファイルはありません（puzz.link のURLでも Tatham のIDでもありません）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <location filename="../../gridgames/packs/sources.py" />
            <source>permission denied</source>
            <translation>アクセスが拒否されました</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <location filename="../../gridgames/packs/sources.py" />
            <source>cannot read the file: {reason}</source>
            <translation>ファイルを読めません：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>not UTF-8 text (byte 0x{byte:02x})</source>
            <translation>UTF-8のテキストではありません（バイト 0x{byte:02x}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Grid Games puzzle (.gg)</source>
            <translation>Grid Games のパズル (.gg)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Nonogram (.non)</source>
            <translation>ノノグラム (.non)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>webpbn XML (.xml)</source>
            <translation>webpbn の XML (.xml)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Olšák griddler (.g)</source>
            <translation>Olšák 形式のお絵かきロジック (.g)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Simon Tatham's Puzzles game ID</source>
            <translation>Simon Tatham's Puzzles のゲーム ID</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>puzz.link URL</source>
            <translation>puzz.link の URL</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>{format} cannot hold a {kind} puzzle</source>
            <translation>{format}には{kind}のパズルを保存できません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>only a .gg file keeps a draft that is not a puzzle yet</source>
            <translation>まだパズルになっていない下書きは .gg ファイルにしか保存できません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>unknown export format {format_name}: expected {known}</source>
            <translation>不明な書き出し形式{format_name}：{known}のいずれかが必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>no puzzle here: expected a header such as {first} or {second}</source>
            <translation>パズルがありません：{first}や{second}のようなヘッダーが必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>board width</source>
            <translation>盤面の幅</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>board height</source>
            <translation>盤面の高さ</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>{genre}: expected the board size as WIDTHxHEIGHT, such as 10x10</source>
            <translation>{genre}：盤面の大きさを 幅x高さ（例：10x10）で書いてください</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>unexpected text after the header: {extra}</source>
            <translation>ヘッダーの後に予期しないテキスト：{extra}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>a {genre} file has no '{name}:' section</source>
            <translation>{genre}のファイルには '{name}:' セクションはありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>second '{name}:' section (first on line {first})</source>
            <translation>2つ目の '{name}:' セクション（1つ目は{first}行目）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>nothing may follow '{key}:' on its line</source>
            <translation>'{key}:' の行にはほかに何も書けません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>'{key}' given twice (first on line {first})</source>
            <translation>'{key}' が2回あります（1回目は{first}行目）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>a draft, not a puzzle yet: {problem}</source>
            <translation>下書き（まだパズルではありません）: {problem}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <location filename="../../gridgames/games/problem.py" />
            <source>{what}: expected {height} rows, got {got}</source>
            <translation>{what}：{height}行必要ですが{got}行あります</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>expected a header '&lt;genre&gt; &lt;width&gt;x&lt;height&gt;' with genre one of {known}, got {found}</source>
            <translation>'&lt;genre&gt; &lt;width&gt;x&lt;height&gt;' のヘッダー（genre は {known} のいずれか）が必要ですが、{found} でした</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>unknown {genre} variant {variant}: expected {expected}</source>
            <translation>不明な{genre}の種類{variant}：{expected}のいずれかが必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>{genre} has no variants (got {variant})</source>
            <translation>{genre}には種類がありません（{variant}が指定されました）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>cannot write metadata key {key} in a .gg file</source>
            <translation>メタデータのキー{key}は.ggファイルに書き込めません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>{what}: the board has only {height} rows</source>
            <translation>{what}：盤面は{height}行しかありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>{what}: row {row} has {count} cells, expected {width}</source>
            <translation>{what}：{row}行目は{count}マスですが、{width}マス必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>the answer: rows use only '#' (filled) and '.' (empty)</source>
            <translation>解答：行には '#'（塗り）と '.'（空白）だけを使います</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>clue line before 'rows:' or 'columns:'</source>
            <translation>'rows:' または 'columns:' より前にヒントの行があります</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>'{key}' given twice</source>
            <translation>'{key}' が2回あります</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>'{name}' must come after '{size_key}'</source>
            <translation>'{name}' は '{size_key}' の後に書きます</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>a quoted value has no closing '"'</source>
            <translation>引用符で囲んだ値に閉じる '"' がありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>cannot write metadata key {key} in a .non file</source>
            <translation>メタデータのキー{key}は.nonファイルに書き込めません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>multi-colour puzzle (colours {names}): only black-and-white nonograms are supported</source>
            <translation>多色パズル（色：{names}）：白黒のノノグラムだけに対応しています</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>a clue line outside a 'rows' or 'columns' block (is a block too long?)</source>
            <translation>'rows' や 'columns' のブロックの外にヒントの行があります（ブロックが長すぎませんか？）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>missing '{key}'</source>
            <translation>'{key}' がありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>the goal has {got} cells, expected {width}x{height} = {cells}</source>
            <translation>goal は{got}マスですが、{width}x{height} = {cells}マス必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>expected ': rows' and ': columns' lines (a ':' in the first column)</source>
            <translation>': rows' と ': columns' の行が必要です（1文字目に ':'）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>a colour line is '&lt;inchar&gt;:&lt;outchar&gt; &lt;colour&gt; [comment]'</source>
            <translation>色の行は '&lt;inchar&gt;:&lt;outchar&gt; &lt;colour&gt; [comment]' の形です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{inchar} cannot name a colour (digits other than 0 and 1, and ',' are not allowed)</source>
            <translation>{inchar}は色を表せません（0と1以外の数字と ',' は使えません）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>the default colour '1' needs a character after '1:'</source>
            <translation>既定の色 '1' には '1:' の後に文字が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>colour character {char} cannot be written in a .g file</source>
            <translation>色の文字{char}は.gファイルに書き込めません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{label}: {token} is not a number with a colour</source>
            <translation>{label}：{token}は色付きの数ではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{label}: colour {char} is not declared</source>
            <translation>{label}：色{char}は宣言されていません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{label}: a number without a colour (no default colour '1') is not declared</source>
            <translation>{label}：色のない数（既定の色 '1' がありません）は宣言されていません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{text}: only griddlers ('#d' colours) are supported, not triddlers or other shapes</source>
            <translation>{text}：対応しているのは griddler（'#d' の色）だけで、triddler などほかの形には対応していません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>width</source>
            <translation>幅</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>height</source>
            <translation>高さ</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>unknown puzz.link genre {text}: expected {genres}</source>
            <translation>不明な puzz.link のジャンル{text}：{genres}のいずれかが必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>number {value} is too large for a puzz.link URL</source>
            <translation>数{value}は puzz.link のURLには大きすぎます</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>not a puzz.link URL: expected {url_prefix}GENRE/COLS/ROWS/BODY</source>
            <translation>puzz.link のURLではありません：{url_prefix}GENRE/COLS/ROWS/BODY の形が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>missing size or body: expected {url_prefix}{genre}/COLS/ROWS/BODY</source>
            <translation>大きさか本体がありません：{url_prefix}{genre}/COLS/ROWS/BODY の形が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>malformed {label} {text}</source>
            <translation>{label}の値{text}が正しくありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>bad character {char} in a number</source>
            <translation>数の中に不正な文字{char}があります</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>{char} must be followed by {digits} hex digits</source>
            <translation>{char}の後には16進数の数字が{digits}桁必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>{char} must be followed by {digits} base-36 digits</source>
            <translation>{char}の後には36進数の数字が{digits}桁必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>number {value} is too large for a puzz.link hitori</source>
            <translation>数{value}は puzz.link のひとりには大きすぎます</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>'.' is a '?' clue of unknown value, which is not supported</source>
            <translation>'.' は値のわからない '?' のヒントで、対応していません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <location filename="../../gridgames/formats/tatham.py" />
            <source>bad character {char}</source>
            <translation>不正な文字{char}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>'.' is an empty cell, but a hitori needs a number in each</source>
            <translation>'.' は空のマスですが、ひとりではすべてのマスに数が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>{char} is a '?' cell of unknown value, not supported</source>
            <translation>{char}は値のわからない '?' のマスで、対応していません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>'-' must be followed by 2 hex digits</source>
            <translation>'-' の後には16進数の数字が2桁必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>{char}: pzprjs reads no clue number above 255</source>
            <translation>{char}：pzprjs は255より大きいヒントの数を読みません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>{label}: the clue {clue} does not fit in {length} cells</source>
            <translation>{label}：ヒント{clue}は{length}マスに収まりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <location filename="../../gridgames/formats/tatham.py" />
            <source>clue {clue} does not fit in {length} cells</source>
            <translation>ヒント{clue}は{length}マスに収まりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>too much data: only {area} clue cells</source>
            <translation>データが多すぎます：ヒントのマスは{area}個だけです</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>{label}: block {value} is out of range 1 to {length}</source>
            <translation>{label}：ブロック{value}は1から{length}の範囲外です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>number of columns (C)</source>
            <translation>列の数（C）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>missing the 'Dimensions' section</source>
            <translation>'Dimensions' セクションがありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>'Dimensions' takes one line: WIDTH HEIGHT</source>
            <translation>'Dimensions' は1行です：幅 高さ</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>number of rows (R)</source>
            <translation>行の数（R）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>missing the '{sign} n' line</source>
            <translation>'{sign} n' の行がありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>missing the '{name}' section</source>
            <translation>'{name}' セクションがありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>'{sign}' given twice</source>
            <translation>'{sign}' が2回あります</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>expected a line starting with R, C, r or c, got {sign}</source>
            <translation>R、C、r、c のいずれかで始まる行が必要ですが、{sign} でした</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>second '{name}' section</source>
            <translation>2つ目の '{name}' セクション</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>expected 'Dimensions' before anything else</source>
            <translation>最初に 'Dimensions' が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>no encoding for a {variant} puzzle (only clue-bearing genres)</source>
            <translation>{variant}のパズルの符号化はありません（ヒントのあるジャンルのみ）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>too many ':' separators: expected GAME:WxH:DESCRIPTION</source>
            <translation>':' の区切りが多すぎます：GAME:WxH:DESCRIPTION の形が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>{reason} at column {column}</source>
            <translation>{column}文字目：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>expected text, got {type}</source>
            <translation>テキストが必要ですが、{type}でした</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>empty input</source>
            <translation>入力が空です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>size {size}: width and height must be at least 1</source>
            <translation>大きさ{size}：幅と高さは1以上でなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>size {size} is too large: at most {max_side}x{max_side}</source>
            <translation>大きさ{size}は大きすぎます：最大{max_side}x{max_side}です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>number {value} is out of range 1 to {limit} for a {width}x{height} {kind}</source>
            <translation>数{value}は{width}x{height}の{kind}では1から{limit}の範囲外です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>too much data: expected {area} cells, got {total}</source>
            <translation>データが多すぎます：{area}マス必要ですが{total}マスあります</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>not enough data: expected {area} cells, got {total}</source>
            <translation>データが足りません：{area}マス必要ですが{total}マスしかありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>size {width}x{height} is outside 1x1 to 200x200</source>
            <translation>大きさ{width}x{height}は1x1から200x200の範囲外です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>this is a random seed (GAME:PARAMS#SEED), not a game ID; copy the game ID from Game &gt; Specific instead</source>
            <translation>これは乱数シード（GAME:PARAMS#SEED）で、ゲームIDではありません。代わりに Game &gt; Specific からゲームIDをコピーしてください</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>unknown game {game}: expected rect, singles, range or pattern</source>
            <translation>不明なゲーム{game}：rect、singles、range、pattern のいずれかが必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>not a Tatham game ID: expected GAME:WxH:DESCRIPTION</source>
            <translation>Tatham のゲームIDではありません：GAME:WxH:DESCRIPTION の形が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>malformed size {size}: expected WxH such as 7x7</source>
            <translation>大きさ{size}が正しくありません：7x7 のような WxH の形が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>expected {area} cells, got {got}</source>
            <translation>{area}マス必要ですが{got}マスあります</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>expected {lines} clue lines ({width} columns, then {height} rows), got {got}</source>
            <translation>ヒントの行が{lines}本（列{width}本、続いて行{height}本）必要ですが、{got}本あります</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>the {label} clue {clue} does not fit in {length} cells</source>
            <translation>{label}のヒント{clue}は{length}マスに収まりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>too little data in the pre-filled squares section</source>
            <translation>最初から塗られたマスのセクションのデータが足りません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>Tatham's rect needs a board of at least 2 cells</source>
            <translation>Tatham の rect には2マス以上の盤面が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>Tatham's range needs width + height - 1 &lt;= 127</source>
            <translation>Tatham の range では 幅 + 高さ - 1 &lt;= 127 でなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>Tatham's singles needs a board at least 2x2</source>
            <translation>Tatham の singles には2x2以上の盤面が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>expected {width} column and {height} row clues</source>
            <translation>列のヒント{width}個と行のヒント{height}個が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>numbers do not form a {width}x{height} grid</source>
            <translation>数が{width}x{height}の格子になっていません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>this is a {name} ID, but a {expected} ID was expected</source>
            <translation>これは{name}のIDですが、{expected}のIDが必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>missing description after {text}: expected GAME:WxH:DESC</source>
            <translation>{text}の後に説明がありません：GAME:WxH:DESC の形が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>no game name in front: write rect:, singles:, range: or pattern:</source>
            <translation>先頭にゲーム名がありません：rect:、singles:、range:、pattern: のいずれかを書いてください</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>bad character {char} in the {label} clue</source>
            <translation>{label}のヒントに不正な文字{char}があります</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>empty number in the {label} clue</source>
            <translation>{label}のヒントに空の数があります</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>0 inside the {label} clue (only a lone 0 means blank)</source>
            <translation>{label}のヒントの途中に0があります（空を表すのは単独の0だけです）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>too much data in the pre-filled squares section</source>
            <translation>最初から塗られたマスのセクションのデータが多すぎます</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>bad character {char} in the pre-filled squares section</source>
            <translation>最初から塗られたマスのセクションに不正な文字{char}があります</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>Tatham's singles cannot write the number {value} (max 61)</source>
            <translation>Tatham の singles では数{value}を書けません（最大61）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>clue {clue} lies outside the board</source>
            <translation>ヒント{clue}は盤面の外にあります</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>hitori cell ({row}, {col}) has no number</source>
            <translation>ひとりのマス（{row}, {col}）に数がありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>number {value} at ({row}, {col}) is out of range 1 to {limit}</source>
            <translation>（{row}, {col}）の数{value}は1から{limit}の範囲外です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>no &lt;puzzle&gt; element: not a webpbn puzzle file</source>
            <translation>&lt;puzzle&gt; 要素がありません：webpbn のパズルファイルではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>only grid puzzles are supported, not type={kind}</source>
            <translation>対応しているのは格子のパズルだけで、type={kind} には対応していません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>{what} is refused in puzzle XML</source>
            <translation>パズルのXMLでは{what}は受け付けません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>an entity declaration</source>
            <translation>エンティティ宣言</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>the puzzle has neither clues nor a goal picture</source>
            <translation>パズルにヒントも完成図もありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>clues of type {name}: expected rows or columns</source>
            <translation>種類{name}のヒント：rows か columns が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>a second &lt;clues type={name}&gt;</source>
            <translation>2つ目の &lt;clues type={name}&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>multi-colour goal (characters {chars}): only black-and-white nonograms are supported</source>
            <translation>多色の完成図（文字：{chars}）：白黒のノノグラムだけに対応しています</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>goal cells with several possible colours are not supported</source>
            <translation>複数の色があり得る完成図のマスには対応していません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>a DOCTYPE with an internal subset</source>
            <translation>内部サブセットを持つ DOCTYPE</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>the undefined entity &amp;{name};</source>
            <translation>未定義のエンティティ &amp;{name};</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>not well-formed XML: {message}</source>
            <translation>整形式のXMLではありません：{message}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>XML nested too deeply</source>
            <translation>XMLの入れ子が深すぎます</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>the background colour {background} is not declared</source>
            <translation>背景色{background}が宣言されていません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>a &lt;color&gt; needs both a name and a char</source>
            <translation>&lt;color&gt; には name と char の両方が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>colour {name} declared twice</source>
            <translation>色{name}が2回宣言されています</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>goal image: {char} is not the char of a declared colour</source>
            <translation>完成図：{char}は宣言された色の文字ではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>{label}: colour {colour} is not declared ({known})</source>
            <translation>{label}：色{colour}は宣言されていません（{known}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>{label}: a count in the background colour {colour}</source>
            <translation>{label}：背景色{colour}の数があります</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_write.py" />
            <source>webpbn XML reads clues of one colour as black and white: this colour puzzle would come back black and white</source>
            <translation>webpbn XML は1色のヒントを白黒として読みます：このカラーパズルは白黒になって戻ってきます</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/design.py" />
            <source>Add numbers there, or press Make Unique.</source>
            <translation>そこに数字を加えるか、「唯一解にする」を押してください。</translation>
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
                <numerusform>{cell}付近の{count}マス</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>{cell} shaded</source>
            <translation>{cell}が黒マス</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>{cell} white</source>
            <translation>{cell}が白マス</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>shaded</source>
            <translation>黒マス</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>white</source>
            <translation>白マス</translation>
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
                <numerusform>{line}の{count}マス</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the top-left corner</source>
            <extracomment>English singular: the cell in the top-left corner</extracomment>
            <translation>
                <numerusform>左上隅の{count}マス</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the top-right corner</source>
            <extracomment>English singular: the cell in the top-right corner</extracomment>
            <translation>
                <numerusform>右上隅の{count}マス</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the bottom-left corner</source>
            <extracomment>English singular: the cell in the bottom-left corner</extracomment>
            <translation>
                <numerusform>左下隅の{count}マス</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the bottom-right corner</source>
            <extracomment>English singular: the cell in the bottom-right corner</extracomment>
            <translation>
                <numerusform>右下隅の{count}マス</numerusform>
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
            <translation>{row}行{first}〜{last}列</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>column {column}, rows {first}-{last}</source>
            <translation>{column}列{first}〜{last}行</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>the connected-white rule</source>
            <translation>白マスつながりのルール</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>Shading {cell} would cut off {region}, so it stays white.</source>
            <translation>{cell}を黒くすると{region}が孤立するので、そこは白マスです。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>The shaded cells wall off {region} from the other white cells.</source>
            <translation>黒マスが{region}を他の白マスから切り離しています。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>Every cell is shaded.</source>
            <translation>すべてのマスが黒マスです。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/crossword.py" />
            <source>No legal grid keeps this design.</source>
            <translation>この設計を保つ正しい盤面はありません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>shaded as in the grid kept: no further cell can be shaded beside these</source>
            <translation>残した盤面どおりに黒：これらの横にはもう黒マスを置けません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>white as in the grid kept: shading it alone would give another legal grid</source>
            <translation>残した盤面どおりに白：このマスだけを黒にすると別の正しい盤面になります</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>not needed: the answer stays unique without it</source>
            <translation>不要：これがなくても答えは一つのままです</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>Change numbers there, or press Make Unique.</source>
            <translation>そこの数字を変えるか、「唯一解にする」を押してください。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>Shade cells there or keep them white, or press Make Unique.</source>
            <translation>そこのマスを黒くするか白のまま決めるか、「唯一解にする」を押してください。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>not needed, nor the cell opposite: one legal grid keeps the design without them, and it stays symmetric</source>
            <translation>不要です。反対側のマスも同様：それらがなくても設計を満たす正しい盤面は一つで、対称のままです</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>not needed: one legal grid keeps the design without it</source>
            <translation>不要：これがなくても設計を保つ正しい盤面は一つです</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>sees {seen} cells in the answer kept; the other answer shades it</source>
            <translation>残した答えでは{seen}マスが見えます。もう一つの答えではこのマスは黒です</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>sees {seen} cells in the answer kept; the other answer sees {other} there</source>
            <translation>残した答えでは{seen}マスが見えます。もう一つの答えではそこから{other}マスが見えます</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>repeats the {value} at {cell}, which the other answer keeps white too</source>
            <translation>{cell}の{value}と同じ数にします。もう一つの答えではそちらも白のままです</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/editing.py" />
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Hitori</source>
            <translation>ひとりにしてくれ</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/editing.py" />
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Kurodoko</source>
            <translation>黒どこ</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/editing.py" />
            <source>Crossword grid</source>
            <translation>クロスワードの盤面</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>Fill-grid</source>
            <translation>塗り分け</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>in Hitori, Kurodoko and free grids alike, left-click shades, right-click marks a cell white (a dot); the same click again clears it.</source>
            <translation>ひとりにしてくれ、黒どこ、自由な盤面のどれでも、左クリックで黒マス、右クリックで白マスの印（点）を付けます。同じクリックをもう一度すると消えます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>Fill with a Latin Square</source>
            <translation>ラテン方陣で埋める</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>free Fill-grid</source>
            <translation>自由な塗り分け</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/gg.py" />
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>the design</source>
            <translation>設計</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/gg.py" />
            <source>a free fill-grid takes no numbers or other marks: its design uses '#' (shaded), 'o' (white) and '.' (undecided), not {shown}</source>
            <translation>自由な塗り分けには数やほかの記号は使えません：設計には '#'（黒）、'o'（白）、'.'（未定）を使い、{shown} は使えません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>the no-repeats rule</source>
            <translation>重複なしのルール</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>the sandwich rule</source>
            <translation>挟み撃ちのルール</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>the pair rule</source>
            <translation>ペアのルール</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <location filename="../../gridgames/games/problem.py" />
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>row {row}</source>
            <translation>{row}行目</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <location filename="../../gridgames/games/problem.py" />
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>column {column}</source>
            <translation>{column}列目</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>{Cell} is a white {number}, so the other {number}s in {line} are shaded.</source>
            <translation>{cell}は白マスの{number}なので、{line}の他の{number}は黒マスです。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>{Line} has two white {number}s, at {first} and {second}.</source>
            <translation>{line}に白マスの{number}が二つあります（{first}と{second}）。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>{Cell} sits between two {number}s in {line}: shading it would leave both {number}s white, so it stays white.</source>
            <translation>{cell}は{line}で二つの{number}に挟まれています。ここを黒くすると両方の{number}が白マスのまま残るので、ここは白マスです。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>The two {number}s side by side at {first} and {second} cannot both be shaded, so one of them is the white {number} of {line}: the {number} at {cell} is shaded.</source>
            <translation>{first}と{second}に並んだ二つの{number}は両方を黒くできないので、どちらかが{line}の白マスの{number}です。よって{cell}の{number}は黒マスです。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>&lt;p&gt;Shade cells so that:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;no number appears twice among the unshaded cells of a row or column;&lt;/li&gt;
&lt;li&gt;no two shaded cells touch by a side;&lt;/li&gt;
&lt;li&gt;all unshaded cells stay connected, side by side.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: left-click shades; right-click circles a cell you know stays white; the
same click again clears it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;次の条件を満たすようにマスを黒く塗ります：&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;各行・各列の白マスに同じ数字が二つ以上あってはいけません。&lt;/li&gt;
&lt;li&gt;黒マスどうしが辺で接してはいけません。&lt;/li&gt;
&lt;li&gt;白マスはすべて辺でつながっていなければなりません。&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;操作&lt;/b&gt;：左クリックで黒マス、右クリックで白と分かったマスに丸を付けます。同じクリックをもう一度すると消えます。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Shade repeated numbers away, never two shaded cells side by side, and keep the white cells in one piece.</source>
            <translation>重複する数字を黒マスで消し、黒マスを隣り合わせず、白マスを一つにつなげます。</translation>
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
            <translation>&lt;p&gt;次の条件を満たすようにいくつかのマスを黒く塗ります：&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;各数字は、そのマスから上下左右に黒マスか盤の端まで見える白マスの数（自分自身を含む）です。&lt;/li&gt;
&lt;li&gt;数字のマスは白マスのままです。&lt;/li&gt;
&lt;li&gt;黒マスどうしが辺で接してはいけません。&lt;/li&gt;
&lt;li&gt;白マスはすべて辺でつながっていなければなりません。&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;操作&lt;/b&gt;：左クリックで黒マス、右クリックで白マスの印（点）を付けます。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Each number counts the white cells it sees in the four directions, itself included.</source>
            <translation>各数字は、上下左右の四方向に見える白マスの数（自分自身を含む）です。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Fill-grid (free)</source>
            <translation>塗り分け（自由）</translation>
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
            <translation>&lt;p&gt;自由な盤面には数字がありません。クロスワードの盤面を設計するためのものです。次の条件を満たせば、どの塗り方も答えになります：&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;黒マスどうしが辺で接してはいけません。&lt;/li&gt;
&lt;li&gt;白マスはすべて辺でつながっていなければなりません。&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;操作&lt;/b&gt;：盤面の黒マスを塗ります。「チェック」で条件を満たしているか分かります。&lt;code&gt;gridgames count fillgrid WxH&lt;/code&gt; でそのサイズの正しい盤面の数を、&lt;code&gt;gridgames count FILE.gg&lt;/code&gt; でファイルに保存した設計（&lt;code&gt;#&lt;/code&gt; 黒と決定、&lt;code&gt;o&lt;/code&gt; 白と決定、&lt;code&gt;.&lt;/code&gt; 未定）を完成させる盤面の数を数えます。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>A free grid has no clues to deduce from: shade cells so no two touch and the white cells stay in one piece.</source>
            <translation>自由な盤面には推理の手がかりがありません。黒マスが接しないように、白マスが一つにつながるように塗ってください。</translation>
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
                <numerusform>{count}マス</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>the sight rule</source>
            <translation>見える数のルール</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} sees at most {seen} without looking {look}, so it sees at least {need} looking {look}: {cells} are white.</source>
            <extracomment>English singular: {Clue} sees at most {seen} without looking {look}, so it sees at least {need} looking {look}: {cells} is white.</extracomment>
            <translation>
                <numerusform>{clue}は{look}以外の方向には多くても{seen}しか見えないので、{look}方向に少なくとも{need}マス見えます。よって{cells}は白マスです。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} already sees {seen} without looking {look}, so it sees at most {allowed} looking {look}: {cell} is shaded.</source>
            <translation>{clue}は{look}以外の方向ですでに{seen}見えているので、{look}方向には多くても{allowed}マスしか見えません。よって{cell}は黒マスです。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} cannot see fewer than {seen} looking {look}: the other directions cannot make up the rest, so {cells} are white.</source>
            <extracomment>English singular: {Clue} cannot see fewer than {seen} looking {look}: the other directions cannot make up the rest, so {cells} is white.</extracomment>
            <translation>
                <numerusform>{clue}は{look}方向に{seen}より少なくは見えません。残りを他の方向で補えないからです。よって{cells}は白マスです。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} can only see {seen} looking {look} (white cells leave no other count that adds up), so {cell} is shaded.</source>
            <translation>{clue}は{look}方向に{seen}しか見えません（白マスから考えて、他の数では合計が合いません）。よって{cell}は黒マスです。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} can see at most {seen}.</source>
            <translation>{clue}は多くても{seen}しか見えません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>the {number} at {cell}</source>
            <translation>{cell}の{number}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} already sees {seen}.</source>
            <translation>{clue}はすでに{seen}見えています。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>{number} is left unshaded {times} times in {line}</source>
            <extracomment>English singular: {number} is left unshaded {times} time in {line}</extracomment>
            <translation>
                <numerusform>{line}で{number}が{times}回白マスに残っています</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>{count} unshaded cells near {cell} are cut off</source>
            <extracomment>English singular: 1 unshaded cell near {cell} is cut off</extracomment>
            <translation>
                <numerusform>{cell}付近の白マス{count}個が孤立しています</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>the {number} at {cell} already sees {seen}</source>
            <translation>{cell}の{number}はすでに{seen}マス見えています</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>the {number} at {cell} can see at most {seen}</source>
            <translation>{cell}の{number}は多くても{seen}マスしか見えません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>shaded cells touch at {cell} and {other}</source>
            <translation>{cell}と{other}で黒マスが接しています</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/rules.py" />
            <source>the no-touch rule</source>
            <translation>黒マス隣接禁止のルール</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/rules.py" />
            <source>{Cell} is shaded, so the cells beside it stay white: shaded cells never touch.</source>
            <translation>{cell}は黒マスなので、隣のマスは白マスです。黒マスどうしは接しません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/rules.py" />
            <source>{Cell} and {other} are both shaded and touch.</source>
            <translation>{cell}と{other}はどちらも黒マスで、接しています。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>the grid</source>
            <translation>盤面</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>a free fill-grid takes no numbers ({number} at {cell})</source>
            <translation>自由な盤面には数字を入れられません（{cell}の{number}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>kurodoko number {number} at {cell} can never be seen: a cell sees 1 to {most} cells (width + height - 1)</source>
            <translation>黒どこの{cell}の数字 {number} はありえません：一つのマスから見えるのは 1〜{most} マスです（幅＋高さ−1）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the answer</source>
            <translation>解答</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>hitori cell at {cell} has no number</source>
            <translation>ひとりにしてくれの{cell}に数字がありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>hitori number {number} at {cell} is outside 1..{top} (1 to max(width, height))</source>
            <translation>ひとりにしてくれの{cell}の数字 {number} が 1〜{top}（1〜max(幅, 高さ)）の範囲外です</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>unknown fill-grid variant {variant} ({variants})</source>
            <translation>不明な塗り分けの種類{variant}（{variants}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>a {variant} fill-grid has no design</source>
            <translation>{variant}の塗り分けに設計はありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>easy</source>
            <translation>やさしい</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>medium</source>
            <translation>ふつう</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>hard</source>
            <translation>むずかしい</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>expert</source>
            <translation>上級</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/colour_editing.py" />
            <source>Colour nonogram, {count} colours</source>
            <extracomment>English singular: Colour nonogram, 1 colour</extracomment>
            <translation>
                <numerusform>カラーノノグラム（{count} 色）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>a colour nonogram needs a 'palette:' section (background first)</source>
            <translation>カラーのノノグラムには 'palette:' セクション（背景色が先頭）が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>{what}: {token} is not a number with a colour character</source>
            <translation>{what}：{token}は色の文字付きの数ではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>{what}: block lengths must be positive</source>
            <translation>{what}：ブロックの長さは正の数でなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>{what}: colour {char} is not in the palette ({known})</source>
            <translation>{what}：色{char}はパレットにありません（{known}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>{what}: a number without a colour is not in the palette ({known})</source>
            <translation>{what}：色のない数はパレットにありません（{known}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>a palette line is '&lt;character&gt; &lt;name&gt; [#rrggbb]'</source>
            <translation>パレットの行は '&lt;character&gt; &lt;name&gt; [#rrggbb]' の形です</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>the answer: {char} is not a colour of the palette</source>
            <translation>解答：{char}はパレットの色ではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <source>{some} or {last}</source>
            <translation>{some}または{last}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <location filename="../../gridgames/games/nonogram/order.py" />
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>the line rule</source>
            <translation>列のルール</translation>
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
            <translation>{cell}が{value}</translation>
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
            <translation>{line}：収まる置き方のどれでも{cells}は{colour}になります。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <source>{line}: {cells} can only be {values}.</source>
            <translation>{line}：{cells}は{values}にしかなりません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>column {number} clue needs {cells} cells but the column has {length}</source>
            <translation>{number}列目のヒントには{cells}マス必要ですが、列は{length}マスです</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>row {number} clue needs {cells} cells but the row has {length}</source>
            <translation>{number}行目のヒントには{cells}マス必要ですが、行は{length}マスです</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>the picture</source>
            <translation>絵</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>a colour puzzle needs a background and at least one colour</source>
            <translation>カラーパズルには背景色と1つ以上の色が必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>{colours} colours: at most {limit} are supported</source>
            <translation>{colours}色：対応しているのは{limit}色までです</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>colour {colour}: its character must be one letter or symbol, not {char}</source>
            <translation>色{colour}：文字は1文字の英字か記号でなければならず、{char} は使えません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>colour {colour}: '.' is the background's character</source>
            <translation>色{colour}：'.' は背景色の文字です</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>colour name {colour} is empty, has a space or is given twice</source>
            <translation>色の名前{colour}が空か、空白を含むか、2回あります</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>colour character {char} is given twice</source>
            <translation>色の文字{char}が2回あります</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>{clue}: {numbers} numbers but {colours} colours</source>
            <translation>{clue}：数は{numbers}個ですが色は{colours}個です</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>{clue}: block lengths must be positive</source>
            <translation>{clue}：ブロックの長さは正の数でなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>{clue}: colour {colour} is not in the palette</source>
            <translation>{clue}：色{colour}はパレットにありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>the row clues paint {by_rows} {colour} cells but the column clues paint {by_columns}</source>
            <translation>行のヒントでは{colour}のマスが{by_rows}個ですが、列のヒントでは{by_columns}個です</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>the picture: row {row} uses a colour not in the palette</source>
            <translation>絵：{row}行目にパレットにない色があります</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} {new} instead of {old}: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell}を{old}ではなく{new}に：その行と列のヒントが変わり、もう一つの答えは合わなくなります</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>Change the picture there, or press Make Unique.</source>
            <translation>そこの絵を変えるか、「唯一解にする」を押してください。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} empty instead of filled: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell}を塗りではなく空白に：その行と列のヒントが変わり、もう一つの答えは合わなくなります</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} empty instead of {old}: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell}を{old}ではなく空白に：その行と列のヒントが変わり、もう一つの答えは合わなくなります</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} {new} instead of empty: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell}を空白ではなく{new}に：その行と列のヒントが変わり、もう一つの答えは合わなくなります</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} filled instead of empty: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell}を空白ではなく塗りに：その行と列のヒントが変わり、もう一つの答えは合わなくなります</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <location filename="../../gridgames/games/nonogram/howto.py" />
            <source>Nonogram</source>
            <translation>ノノグラム</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>Colour nonogram</source>
            <translation>カラーノノグラム</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <source>the picture is not {width}x{height}</source>
            <translation>絵が{width}x{height}ではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <source>the picture holds something other than its puzzle's cells</source>
            <translation>絵にパズルのマス以外のものが含まれています</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>filled</source>
            <translation>塗り</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>left-drag fills, right-drag crosses; starting on a cell that already has that mark clears instead. A drag stays in its row or column. Colour puzzles: left-drag paints the colour chosen in the palette over the board (click a swatch, press 1-9, or turn the wheel over the grid; 0 or the last swatch makes it the background cross). Shift+left-drag (or Shift+Space) notes that cells are not the chosen colour, a small cross of that colour in the cell; from a cell with that note it takes it off. Hints, checks and the solver keep to the notes; a cell noted not to be any colour is crossed.</source>
            <translation>左ドラッグで塗り、右ドラッグで×を付けます。すでにその印があるマスから始めると、代わりに消します。ドラッグは一つの行か列に沿って動きます。カラーのパズルでは、左ドラッグで盤面上のパレットで選んだ色を塗ります（色見本をクリックするか、1〜9 を押すか、盤面の上でホイールを回します。0 または最後の色見本で背景の×になります）。Shift+左ドラッグ（または Shift+Space）で、マスが選んだ色ではないことをメモします（マスの中にその色の小さな×）。そのメモがあるマスから始めるとメモを消します。ヒント・チェック・ソルバーはメモに従い、どの色でもないとメモされたマスには×が付きます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>mono Nonogram</source>
            <translation>白黒のノノグラム</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>colour Nonogram</source>
            <translation>カラーのノノグラム</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/gg.py" />
            <source>missing '{name}:' section</source>
            <translation>'{name}:' セクションがありません</translation>
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
            <translation>&lt;p&gt;マスを塗って絵を浮かび上がらせます。&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;行の横の数字は、その行で連続して塗られるマスの長さを左から順に表します。列の上の数字は上から順です。&lt;/li&gt;
&lt;li&gt;連続したマスのかたまりの間には、少なくとも一つ空白のマスがあります。&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;操作&lt;/b&gt;：左ドラッグで塗り、右ドラッグで空白と分かったマスに×を付けます。×（または盤の端）で囲まれたかたまりがその数字にしかなりえないとき、ヒント数字に線が引かれます。プレイ &amp;gt; 完成した列に×を付ける を選ぶと、完成させた列の残りに×が付きます。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/howto.py" />
            <source>The numbers are the runs of filled cells in each row and column, in order.</source>
            <translation>数字は、各行・各列で連続して塗られるマスの長さを順に表します。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play.py" />
            <source>column {number} can no longer match its clue {clue}</source>
            <translation>{number}列目はもうヒント {clue} に合いません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play.py" />
            <source>row {number} can no longer match its clue {clue}</source>
            <translation>{number}行目はもうヒント {clue} に合いません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play_colour.py" />
            <source>{cell}: mark 1 is no colour of a colour board</source>
            <translation>{cell}：印1はカラー盤面の色ではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play_colour.py" />
            <source>{cell}: mark {mark} is no mark of this board</source>
            <translation>{cell}：印{mark}はこの盤面の印ではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>first</source>
            <translation>1番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>second</source>
            <translation>2番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>third</source>
            <translation>3番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>fourth</source>
            <translation>4番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>fifth</source>
            <translation>5番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>sixth</source>
            <translation>6番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>seventh</source>
            <translation>7番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>eighth</source>
            <translation>8番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>ninth</source>
            <translation>9番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>tenth</source>
            <translation>10番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}rd</source>
            <translation>{number}番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>Column {number} ({clue})</source>
            <translation>{number}列目（{clue}）</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>columns {cells}</source>
            <extracomment>English singular: column {cells}</extracomment>
            <translation>
                <numerusform>{cells}列目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {cells} stay empty: no block can reach them.</source>
            <extracomment>English singular: {line}: {cells} stays empty: no block can reach it.</extracomment>
            <translation>
                <numerusform>{line}：{cells}は空白のままです。どのブロックも届きません。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}th</source>
            <translation>{number}番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}st</source>
            <translation>{number}番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}nd</source>
            <translation>{number}番目の</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>Row {number} ({clue})</source>
            <translation>{number}行目（{clue}）</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>rows {cells}</source>
            <extracomment>English singular: row {cells}</extracomment>
            <translation>
                <numerusform>{cells}行目</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {cells} stay empty: every block is placed.</source>
            <extracomment>English singular: {line}: {cells} stays empty: every block is placed.</extracomment>
            <translation>
                <numerusform>{line}：{cells}は空白のままです。ブロックはすべて置かれています。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: no arrangement of its blocks fits</source>
            <translation>{line}：ブロックをどう置いても収まりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>the {length}</source>
            <translation>{length}のブロック</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>the {nth} {length}</source>
            <translation>{nth}{length}のブロック</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: every arrangement of the blocks that fits fills {cells}.</source>
            <translation>{line}：ブロックをどう置いても{cells}は塗られます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {block} fits only at {cells}.</source>
            <translation>{line}：{block}は{cells}にしか置けません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {block} must cover {cells} wherever it sits.</source>
            <translation>{line}：{block}はどこに置いても{cells}を覆います。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>the summing rule</source>
            <translation>合計のルール</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the columns can put no more there, so every column puts the most it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the columns can put no more there, so every column puts the most it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>数え上げ：{lines}には合計で{cells}があり、列はそこにそれより多くは置けません。よってどの列も置ける最大数を置きます。これで{changed}のマスが決まります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{count} filled cells</source>
            <extracomment>English singular: 1 filled cell</extracomment>
            <translation>
                <numerusform>塗りマス{count}個</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the columns put at most {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the columns put at most {amount} there</extracomment>
            <translation>
                <numerusform>{lines}には{cells}がありますが、列はそこに多くても{amount}個しか置きません</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the rows can put no fewer there, so every row puts the fewest it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the rows can put no fewer there, so every row puts the fewest it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>数え上げ：{lines}には合計で{cells}があり、行はそこにそれより少なくは置けません。よってどの行も置ける最小数を置きます。これで{changed}のマスが決まります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the columns can put no fewer there, so every column puts the fewest it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the columns can put no fewer there, so every column puts the fewest it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>数え上げ：{lines}には合計で{cells}があり、列はそこにそれより少なくは置けません。よってどの列も置ける最小数を置きます。これで{changed}のマスが決まります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the rows can put no more there, so every row puts the most it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the rows can put no more there, so every row puts the most it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>数え上げ：{lines}には合計で{cells}があり、行はそこにそれより多くは置けません。よってどの行も置ける最大数を置きます。これで{changed}のマスが決まります。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the columns put at least {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the columns put at least {amount} there</extracomment>
            <translation>
                <numerusform>{lines}には{cells}がありますが、列はそこに少なくとも{amount}個置きます</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the rows put at most {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the rows put at most {amount} there</extracomment>
            <translation>
                <numerusform>{lines}には{cells}がありますが、行はそこに多くても{amount}個しか置きません</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the rows put at least {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the rows put at least {amount} there</extracomment>
            <translation>
                <numerusform>{lines}には{cells}がありますが、行はそこに少なくとも{amount}個置きます</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>column {number} clue {clue}: block lengths must be positive</source>
            <translation>{number}列目のヒント {clue}：ブロックの長さは正の数でなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>column {number} clue {clue} needs {cells} cells but the column has {length}</source>
            <translation>{number}列目のヒント {clue} には {cells} マス必要ですが、列は {length} マスしかありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>row {number} clue {clue}: block lengths must be positive</source>
            <translation>{number}行目のヒント {clue}：ブロックの長さは正の数でなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>row {number} clue {clue} needs {cells} cells but the row has {length}</source>
            <translation>{number}行目のヒント {clue} には {cells} マス必要ですが、行は {length} マスしかありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>the row clues fill {rows} cells but the column clues fill {columns}</source>
            <translation>行のヒントで塗るマスは {rows} 個、列のヒントでは {columns} 個です</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>a move record is a JSON object, not {type}</source>
            <translation>手の記録はJSONオブジェクトで、{type}ではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>{name} of a move record must be a list</source>
            <translation>手の記録の{name}はリストでなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>expected a list of {count} numbers, got {item}</source>
            <translation>{count}個の数のリストが必要ですが、{item}でした</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>{value} is not in 0..{high} in {item}</source>
            <translation>{item}の{value}は0..{high}の範囲外です</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>{cell} cannot be marked</source>
            <translation>{cell}には印を付けられません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>row {row}, column {column}</source>
            <translation>{row}行{column}列</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>column {number} clue</source>
            <translation>{number}列目のヒント</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/problem.py" />
            <source>expected {count} column clues, got {got}</source>
            <extracomment>English singular: expected {count} column clue, got {got}</extracomment>
            <translation>
                <numerusform>列のヒントが{count}個必要ですが、{got}個あります</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>the {height}x{width} rectangle at {cell}</source>
            <translation>{cell}の{height}×{width}の長方形</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>row {number} clue</source>
            <translation>{number}行目のヒント</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/problem.py" />
            <source>expected {count} row clues, got {got}</source>
            <extracomment>English singular: expected {count} row clue, got {got}</extracomment>
            <translation>
                <numerusform>行のヒントが{count}個必要ですが、{got}個あります</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>board size {width}x{height} is out of range: width and height must be 1 to {max_side}</source>
            <translation>盤面の大きさ{width}x{height}は範囲外です：幅と高さは1から{max_side}でなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>{what}: row {row} has {cells} cells, expected {width}</source>
            <translation>{what}：{row}行目は{cells}マスですが、{width}マス必要です</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/design.py" />
            <source>the {value} moves from {cell} within its rectangle, out of the {height}x{width} the other answer gives it</source>
            <translation>{value}を{cell}から自分の長方形の中で動かし、もう一つの答えでの{height}×{width}から外します</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/design.py" />
            <source>the {value}'s rectangle is cut in two: {height}x{width} keeps the number, {height2}x{width2} gets a {area}</source>
            <translation>{value}の長方形を二つに分けます：{height}×{width}が元の数を保ち、{height2}×{width2}には{area}を置きます</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/editing.py" />
            <location filename="../../gridgames/games/shikaku/genre.py" />
            <location filename="../../gridgames/games/shikaku/howto.py" />
            <source>Shikaku</source>
            <translation>四角に切れ</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/editing.py" />
            <source>{kept} is no rectangle</source>
            <translation>{kept}は長方形ではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/editing.py" />
            <source>{kept} is not inside the board</source>
            <translation>{kept}は盤面の中にありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/genre.py" />
            <source>drag from corner to corner to draw a rectangle (it replaces what it overlaps). Click inside a rectangle, or right-click, to remove it.</source>
            <translation>角から角へドラッグして長方形を描きます（重なったものは置き換わります）。長方形の内側をクリックするか右クリックすると消えます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the board</source>
            <translation>盤面</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the answer: the cells marked {token} do not form a rectangle</source>
            <translation>解答：{token}のマスが長方形になっていません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the answer: rectangle {token} holds {count} clues, it must hold one</source>
            <translation>解答：長方形{token}には数が{count}個ありますが、1個でなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the answer: rectangle {token} has {cells} cells but its clue is {clue}</source>
            <translation>解答：長方形{token}は{cells}マスですが、数は{clue}です</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/howto.py" />
            <source>&lt;p&gt;Divide the grid into rectangles (squares count too).&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;Every rectangle holds exactly one number.&lt;/li&gt;
&lt;li&gt;That number is the rectangle's area: how many cells it covers.&lt;/li&gt;
&lt;li&gt;Every cell belongs to exactly one rectangle.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: drag from corner to corner to draw a rectangle; click inside one (or
right-click) to remove it. A rectangle that is right is tinted.&lt;/p&gt;</source>
            <translation>&lt;p&gt;盤面を長方形（正方形を含む）に分割します。&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;どの長方形にも数字がちょうど一つ入ります。&lt;/li&gt;
&lt;li&gt;その数字は長方形の面積、つまり含まれるマスの数です。&lt;/li&gt;
&lt;li&gt;どのマスもちょうど一つの長方形に属します。&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;操作&lt;/b&gt;：角から角へドラッグして長方形を描き、内側をクリック（または右クリック）すると消えます。正しい長方形には色が付きます。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/howto.py" />
            <source>Each number is the area of the one rectangle that holds it.</source>
            <translation>各数字は、それを含むただ一つの長方形の面積です。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>{rectangle} holds two or more numbers</source>
            <translation>{rectangle}に数字が二つ以上あります</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>{rectangle} has {count} cells but its number is {number}</source>
            <extracomment>English singular: {rectangle} has 1 cell but its number is {number}</extracomment>
            <translation>
                <numerusform>{rectangle}は{count}マスですが、数字は{number}です</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>{rectangle} holds no number</source>
            <translation>{rectangle}には数字がありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>an empty rectangle in {item}</source>
            <translation>{item}に空の長方形があります</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>the rectangle {item} leaves the {width}x{height} board</source>
            <translation>長方形{item}が{width}x{height}の盤面からはみ出しています</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{rows}, {columns}</source>
            <translation>{rows}・{columns}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>the coverage rule</source>
            <translation>覆う長方形のルール</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>rows {first}-{last}</source>
            <translation>{first}〜{last}行目</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>columns {first}-{last}</source>
            <translation>{first}〜{last}列目</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{clue} takes one of {count} places</source>
            <extracomment>English singular: {clue} takes one of {count} place</extracomment>
            <translation>
                <numerusform>{clue}は{count}か所のどれかを占めます</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>Every place left for {owner} covers {cell}, so {clue} cannot take it.</source>
            <translation>{owner}の残る置き方はどれも{cell}を覆うので、{clue}はそこを使えません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{clue} (no place fits)</source>
            <translation>{clue}（置ける場所なし）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{clue} takes {span}</source>
            <translation>{clue}は{span}を占めます</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{Clue} must cover {cell}: no other number reaches it.</source>
            <translation>{clue}は{cell}を覆わなければなりません。他の数字は届きません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{Clue} and {other} both need {cell}.</source>
            <translation>{clue}と{other}の両方が{cell}を必要としています。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>No number can reach {cell}.</source>
            <translation>どの数字も{cell}に届きません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>No place is left for {clue}.</source>
            <translation>{clue}を置ける場所が残っていません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the rectangle for clue {clue} at {cell}</source>
            <translation>{cell}の数{clue}の長方形</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the board has no clues at all</source>
            <translation>盤面に数字が一つもありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the answer has {rectangles} rectangles but there are {clues} clues</source>
            <translation>解答の長方形は{rectangles}個ですが、数は{clues}個あります</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the answer's rectangles do not cover the board</source>
            <translation>解答の長方形が盤面を覆っていません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the clues add up to {total} but the {width}x{height} board has {area} cells</source>
            <translation>数字の合計は {total} ですが、{width}×{height} の盤面は {area} マスです</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell} is off the board</source>
            <translation>{cell}の数字 {number} が盤面の外にあります</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>{name} is not on the board</source>
            <translation>{name}は盤面の上にありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>{name} ({height}x{width} at {cell}) does not hold that clue with that area</source>
            <translation>{name}（{cell}の{height}×{width}）はその数をその面積で含んでいません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>two clues at {cell}</source>
            <translation>{cell}に数字が二つあります</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>{name} overlaps another at {cell}</source>
            <translation>{name}は{cell}でほかの長方形と重なっています</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell} must be a positive number</source>
            <translation>{cell}の数字 {number} は正の数でなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell} is larger than the board ({width}x{height} = {area} cells)</source>
            <translation>{cell}の数字 {number} が盤面より大きいです（{width}×{height} = {area} マス）</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell}: no rectangle of area {number} fits on a {width}x{height} board</source>
            <translation>{cell}の数字 {number}：{width}×{height} の盤面に面積 {number} の長方形は入りません</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>A {grade} {kind} can be at most {side}×{side}: bigger ones take minutes to make.</source>
            <translation>「{grade}」の{kind}は最大 {side}×{side} までです。それより大きい盤面は作るのに数分かかります。</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>{kind} puzzles are graded up to {top}: the generator finds no {grade} ones.</source>
            <translation>{kind}の難しさは「{top}」までです。「{grade}」のパズルは作成できません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>A {grade} {kind} needs at least {side}×{side}: a smaller board leaves no room for the techniques {grade} means.</source>
            <translation>「{grade}」の{kind}には少なくとも {side}×{side} が必要です。それより小さい盤面では「{grade}」に必要な手筋が使えません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>An {grade} {kind} can be at most {side}×{side}: bigger ones take minutes to make.</source>
            <translation>「{grade}」の{kind}は最大 {side}×{side} までです。それより大きい盤面は作るのに数分かかります。</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>An {grade} {kind} needs at least {side}×{side}: a smaller board leaves no room for the techniques {grade} means.</source>
            <translation>「{grade}」の{kind}には少なくとも {side}×{side} が必要です。それより小さい盤面では「{grade}」に必要な手筋が使えません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/builtin.py" />
            <source>no such built-in pack</source>
            <translation>そのような組み込みパックはありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>no puzzles: list them as [[puzzle]] tables with file = ...</source>
            <translation>パズルがありません：file = ... を持つ [[puzzle]] テーブルとして並べてください</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>'puzzle' must be [[puzzle]] tables</source>
            <translation>'puzzle' は [[puzzle]] テーブルでなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>no puzzles: the [[puzzle]] list is empty</source>
            <translation>パズルがありません：[[puzzle]] のリストが空です</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>more than {limit} puzzles in one pack</source>
            <translation>1つのパックに{limit}個を超えるパズルがあります</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{where}: no title; using {title}</source>
            <translation>{where}：タイトルがありません。{title}を使います</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{what} must be text in quotes</source>
            <translation>{what}は引用符で囲んだテキストでなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{what} is empty</source>
            <translation>{what}が空です</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{what} must be a whole number of at least {least}</source>
            <translation>{what}は{least}以上の整数でなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>not valid TOML: {message}</source>
            <translation>正しいTOMLではありません：{message}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>not valid TOML: {error}</source>
            <translation>正しいTOMLではありません：{error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{where}: unknown key {key} ignored</source>
            <translation>{where}：不明なキー{key}は無視します</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{raw_key} repeats {key} under another spelling</source>
            <translation>{raw_key}は{key}を別の綴りで繰り返しています</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number} has no file = ...</source>
            <translation>パズル{number}に file = ... がありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{what}: {reason}</source>
            <translation>{what}：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>pack format {version} is newer than this version of Grid Games reads (format {format}): please update</source>
            <translation>パック形式{version}は、このバージョンの Grid Games が読める形式（{format}）より新しいです：アップデートしてください</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{where}: puzzle {number}: unknown key {key} ignored</source>
            <translation>{where}：パズル{number}：不明なキー{key}は無視します</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: index</source>
            <translation>パズル{number}：index</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>id: use letters, digits, '.', '_' and '-' (at most 64)</source>
            <translation>id：英字、数字、'.'、'_'、'-' を使ってください（64文字まで）</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: {key}</source>
            <translation>パズル{number}：{key}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: difficulty {grade} is not one of {grades}</source>
            <translation>パズル{number}：難易度{grade}は{grades}のどれでもありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: file</source>
            <translation>パズル{number}：file</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: difficulty</source>
            <translation>パズル{number}：difficulty</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>My puzzles</source>
            <translation>マイパズル</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>Every puzzle you made, generated, pasted or opened, newest first.</source>
            <translation>作った・生成した・貼り付けた・開いたすべてのパズル（新しい順）。</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>the puzzle would not open again as it was</source>
            <translation>パズルを元どおりに開き直せません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>damaged ({reason}): set aside and rebuilt from the puzzle files, none lost</source>
            <translation>破損しています（{reason}）：別に保管し、パズルファイルから作り直しました。失われたものはありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>damaged ({reason}): rebuilt from the puzzle files, none lost</source>
            <translation>破損しています（{reason}）：パズルファイルから作り直しました。失われたものはありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>{said} (line {line})</source>
            <translation>{said}（{line}行目）</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>no puzzle with key {entry} in this pack</source>
            <translation>このパックにキー{entry}のパズルはありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>no {manifest} and no puzzle files ({kinds}) in it: not a puzzle pack</source>
            <translation>{manifest}もパズルファイル（{kinds}）もありません：パズルパックではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>licence_file: {reason}</source>
            <translation>licence_file：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>puzzle {number}: {file} is already puzzle {earlier}</source>
            <translation>パズル{number}：{file}はすでにパズル{earlier}です</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>puzzle {number}: index {index}, but {file} holds {count}</source>
            <translation>パズル{number}：index は{index}ですが、{file}には{count}個しかありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>puzzle {number}: the title {title} is already puzzle {earlier}'s</source>
            <translation>パズル{number}：タイトル{title}はすでにパズル{earlier}のものです</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>more than {limit} puzzles in one file</source>
            <translation>1つのファイルに{limit}個を超えるパズルがあります</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>binary data, not a text file</source>
            <translation>バイナリデータです。テキストファイルではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>an entity declaration is refused in puzzle XML</source>
            <translation>パズルのXMLではエンティティ宣言は受け付けません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>nested too deeply to read</source>
            <translation>入れ子が深すぎて読めません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>file name</source>
            <translation>ファイル名</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>archive member name</source>
            <translation>アーカイブ内の名前</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>file larger than {limit} bytes: not a puzzle pack file</source>
            <translation>{limit}バイトを超えるファイル：パズルパックのファイルではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>empty or invalid {what}</source>
            <translation>{what}が空か正しくありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>{what} {name}: use '/' between folders, not '\'</source>
            <translation>{what} {name}：フォルダーの区切りには '\' ではなく '/' を使ってください</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>{what} {name} is absolute: it must lie inside the pack</source>
            <translation>{what} {name}は絶対パスです：パックの中を指さなければなりません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>{what} {name} climbs out of the pack with '..'</source>
            <translation>{what} {name}は '..' でパックの外に出ています</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>{where}: cannot list the folder: {reason}</source>
            <translation>{where}：フォルダーの中身を一覧できません：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the pack holds more than {limit} MB of files</source>
            <translation>パックのファイルが{limit} MBを超えています</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the archive holds more than {limit} files</source>
            <translation>アーカイブのファイルが{limit}個を超えています</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the archive unpacks to more than {limit} MB: refused</source>
            <translation>アーカイブを展開すると{limit} MBを超えます：受け付けません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>no such file in the pack</source>
            <translation>パックにそのようなファイルはありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the file is encrypted: packs must not need a password</source>
            <translation>ファイルが暗号化されています：パックにパスワードを要求させてはいけません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the file is a link to outside the pack</source>
            <translation>ファイルがパックの外へのリンクです</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>more than {limit} files and folders: not a folder of puzzles</source>
            <translation>ファイルとフォルダーが{limit}個を超えています：パズルのフォルダーではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>no such file</source>
            <translation>そのようなファイルはありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>not a readable zip archive ({error})</source>
            <translation>読めるzipアーカイブではありません（{error}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the archive holds {name} twice</source>
            <translation>アーカイブに{name}が2つあります</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>damaged archive member ({error})</source>
            <translation>壊れたアーカイブ内のファイル（{error}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress was partly damaged ({damage}). Everything that could be read was kept; the damaged file was kept as {file}.</source>
            <translation>保存された進行状況の一部が壊れていました（{damage}）。読み込めた分はすべて残し、壊れたファイルは {file} として保管しました。</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Progress cannot be saved this session: {reason}.</source>
            <translation>今回は進行状況を保存できません：{reason}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress was written by a newer version of Grid Games (format {format}). It was kept as {file} and this version starts afresh; the newer version will find it there.</source>
            <translation>保存された進行状況は新しいバージョンの Grid Games（形式 {format}）で書かれています。{file} として保管し、このバージョンは最初から始めます。新しいバージョンではそのファイルが使われます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress was damaged ({damage}) and could not be copied ({reason}). The file was kept as {file} and Grid Games starts afresh.</source>
            <translation>保存された進行状況が壊れていて（{damage}）、コピーもできませんでした（{reason}）。ファイルは {file} として保管し、Grid Games は最初から始めます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>cannot create the folder {folder} ({reason})</source>
            <translation>フォルダー {folder} を作成できません（{reason}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress could not be read ({problem}). The file was kept as {file} and Grid Games starts afresh.</source>
            <translation>保存された進行状況を読み込めませんでした（{problem}）。ファイルは {file} として保管し、Grid Games は最初から始めます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>{file} is unusable and cannot be moved aside ({reason})</source>
            <translation>{file} は使えず、別の場所に移すこともできません（{reason}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>cannot write {file} ({reason})</source>
            <translation>{file} に書き込めません（{reason}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/store.py" />
            <source>progress not saved: {reason}</source>
            <translation>進行状況を保存できませんでした：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/store.py" />
            <source>progress not read: {reason}</source>
            <translation>進行状況を読み込めませんでした：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/store.py" />
            <source>progress partly read: move {number} is damaged</source>
            <translation>進行状況の一部しか読み込めませんでした：{number} 手目が壊れています</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>puzzle</source>
            <translation>パズル</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no answer found: the time limit to work it out ran out</source>
            <translation>答えが見つかりません：求める時間の上限に達しました</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>puzzles per page must be one of {choices}, not {per_page}</source>
            <translation>1ページあたりのパズル数は{choices}のいずれかで、{per_page}は使えません</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no answer found: {seconds} s to work it out ran out</source>
            <translation>答えが見つかりません：求める時間{seconds}秒が過ぎました</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no answer found: the puzzle has no solution</source>
            <translation>答えが見つかりません：このパズルには解がありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no answer found: {status}</source>
            <translation>答えが見つかりません：{status}</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no puzzles</source>
            <translation>パズルがありません</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.actions</name>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;View</source>
            <translation>表示(&amp;V)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Game</source>
            <translation>ゲーム</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>{action} ({shortcut})</source>
            <translation>{action} ({shortcut})</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Game</source>
            <translation>ゲーム(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Edit</source>
            <translation>編集(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Play</source>
            <translation>プレイ(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Help</source>
            <translation>ヘルプ(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;New Puzzle...</source>
            <translation>新しいパズル(&amp;N)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>New &amp;Blank Puzzle...</source>
            <translation>空のパズルを作る(&amp;B)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Import Picture...</source>
            <translation>画像を取り込む(&amp;I)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Open...</source>
            <translation>開く(&amp;O)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open Pac&amp;k...</source>
            <translation>パックを開く(&amp;K)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open &amp;Folder as Pack...</source>
            <translation>フォルダーをパックとして開く(&amp;F)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Paste Puzzle...</source>
            <translation>パズルを貼り付け(&amp;P)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Export...</source>
            <translation>書き出し(&amp;E)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export &amp;My Puzzles...</source>
            <translation>マイパズルを書き出す(&amp;M)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export as P&amp;DF...</source>
            <translation>PDF として書き出し(&amp;D)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export &amp;Image...</source>
            <translation>画像として書き出し(&amp;I)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Print...</source>
            <translation>印刷(&amp;P)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Quit</source>
            <translation>終了(&amp;Q)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Undo</source>
            <translation>元に戻す(&amp;U)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Redo</source>
            <translation>やり直し(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Edit Puzzle</source>
            <translation>パズルを編集(&amp;E)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Re&amp;start</source>
            <translation>最初から(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Check</source>
            <translation>チェック(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show &amp;Mistakes While Playing</source>
            <translation>プレイ中に間違いを表示(&amp;M)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Cross Off &amp;Finished Lines</source>
            <translation>完成した列に×を付ける(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Try</source>
            <translation>試し打ち(&amp;T)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Accept Trial</source>
            <translation>試し打ちを確定(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Reject Trial</source>
            <translation>試し打ちを取り消す(&amp;R)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Set Check&amp;point</source>
            <translation>チェックポイントを設定(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Back to Checkpoint</source>
            <translation>チェックポイントに戻る(&amp;B)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Hint</source>
            <translation>ヒント(&amp;H)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>S&amp;olve</source>
            <translation>解く(&amp;O)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Pause</source>
            <translation>一時停止(&amp;P)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Zoom &amp;In</source>
            <translation>拡大(&amp;I)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Zoom &amp;Out</source>
            <translation>縮小(&amp;O)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Fit to Window</source>
            <translation>ウィンドウに合わせる(&amp;F)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Puzzle &amp;List</source>
            <translation>パズル一覧(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Statistics...</source>
            <translation>統計(&amp;S)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;How to Play...</source>
            <translation>遊び方(&amp;H)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>First &amp;Steps Tour</source>
            <translation>はじめてのガイド(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Controls</source>
            <translation>操作方法(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;About Grid Games</source>
            <translation>Grid Games について(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Generate a puzzle: choose the kind, size and difficulty</source>
            <translation>パズルを作成：種類、サイズ、難しさを選びます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>New</source>
            <translation>新規</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Make a puzzle of your own: choose the kind and size of an empty board</source>
            <translation>自分でパズルを作ります：空の盤面の種類とサイズを選びます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Make a nonogram from a PNG or JPEG picture: size, threshold or colours, previewed</source>
            <translation>PNG または JPEG の画像からお絵かきロジックを作る: 大きさ、しきい値または色をプレビューしながら</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open a puzzle file</source>
            <translation>パズルのファイルを開きます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open</source>
            <translation>開く</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Add a pack to the list: a .zip, a folder's pack.toml or a file of puzzles</source>
            <translation>パックを一覧に追加：.zip、フォルダーの pack.toml、またはパズルをまとめたファイル</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Add a folder of puzzle files to the list, with or without a pack.toml</source>
            <translation>パズルファイルのフォルダーを一覧に追加します（pack.toml の有無は問いません）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open a puzz.link URL, Tatham ID or puzzle text</source>
            <translation>puzz.link の URL、Tatham の ID、パズルのテキストを開きます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Paste</source>
            <translation>貼り付け</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Save or copy the puzzle as .gg, .non, a URL or a game ID</source>
            <translation>パズルを .gg、.non、URL、ゲーム ID として保存またはコピーします</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Save every puzzle of My puzzles as a zip pack, to share or open elsewhere</source>
            <translation>マイパズルのすべてのパズルを zip パックとして保存し、共有したり他の場所で開いたりする</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>This puzzle or its pack as PDF pages, with answers if asked</source>
            <translation>このパズルまたはそのパックを PDF に（必要なら解答付きで）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The blank board as a PNG or SVG picture</source>
            <translation>空の盤面を PNG または SVG 画像に</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Print this puzzle or its pack</source>
            <translation>このパズルまたはそのパックを印刷します</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Undo</source>
            <translation>元に戻す</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Redo</source>
            <translation>やり直し</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Edit mode: change this puzzle (a copy), judged by the engine as you go; again to play it</source>
            <translation>編集モード：このパズル（のコピー）を変更し、エンジンがその場で判定します。もう一度押すとプレイに戻ります</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Edit</source>
            <translation>編集</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Clear the board (can be undone)</source>
            <translation>盤面を消去します（元に戻せます）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Restart</source>
            <translation>最初から</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show what breaks the rules on the board</source>
            <translation>盤面のルール違反を表示します</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Check</source>
            <translation>チェック</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Flag mistakes after every move</source>
            <translation>一手ごとに間違いを表示します</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Nonogram: when a stroke finishes a line, cross the rest of it (one undo step)</source>
            <translation>ノノグラム：一筆で列が完成したら、残りのマスに×を付けます（元に戻すのは一回）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Trial mode: the marks you make next are provisional, in their own colour</source>
            <translation>試し打ちモード：これから付ける印は仮のもので、別の色で表示されます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Try</source>
            <translation>試し打ち</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Keep the provisional marks</source>
            <translation>仮の印を確定します</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Accept</source>
            <translation>確定</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Take every provisional mark off in one step</source>
            <translation>仮の印をすべて一度に取り消します</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Reject</source>
            <translation>取り消し</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Remember this board, to come back to it later</source>
            <translation>この盤面を記憶して、後で戻れるようにします</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Put the board back as it was at the checkpoint (one undo step)</source>
            <translation>盤面をチェックポイントの状態に戻します（元に戻すのは一回）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show the simplest next deduction; press again to mark it</source>
            <translation>次の最も簡単な推理を表示します。もう一度押すと盤面に記入します</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Hint</source>
            <translation>ヒント</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Watch the solver finish the puzzle, step by step</source>
            <translation>ソルバーがパズルを一手ずつ解く様子を見ます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Solve</source>
            <translation>解く</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Hide the board and stop the clock; press again or click the board to go on</source>
            <translation>盤面を隠して時計を止めます。もう一度押すか盤面をクリックすると再開します</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show or hide the puzzle list</source>
            <translation>パズル一覧の表示・非表示を切り替えます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Solved puzzles, best and median times per kind and size</source>
            <translation>種類とサイズごとの解いたパズル、最短タイムと中央値</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The rules of each kind, with a solved example</source>
            <translation>各種類のルールと解答例</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The first few hints of this puzzle, shown as a lesson</source>
            <translation>このパズルの最初のいくつかのヒントをレッスンとして表示します</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.board_view</name>
        <message>
            <location filename="../../gridgames/app/board_view.py" />
            <source>Paused
Press P or click to go on.</source>
            <translation>一時停止中
P キーを押すかクリックすると再開します。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/board_view.py" />
            <source>Open a puzzle, or pick one from the list.</source>
            <translation>パズルを開くか、一覧から選んでください。</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.bar</name>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Judging…</source>
            <translation>判定中…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Play This Puzzle</source>
            <translation>このパズルを遊ぶ</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Leave edit mode and play the puzzle as it is now</source>
            <translation>編集モードを終えて、今の状態のパズルを遊びます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Make Unique</source>
            <translation>唯一解にする</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Add the fewest clues the engine finds to leave one answer</source>
            <translation>解が一つになるよう、エンジンが見つけた最少のヒントを加えます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Trim</source>
            <translation>削る</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Remove the clues the answer does not need, keeping it unique</source>
            <translation>唯一解を保ったまま、不要なヒントを取り除きます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Symmetric</source>
            <translation>対称</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>The cell opposite through the centre follows each change; Make Unique and Trim keep the design symmetric</source>
            <translation>中心について反対側のマスも同じように変わります。「唯一解にする」と「削る」も対称を保ちます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>A larger number for the pen</source>
            <translation>ペンで書く大きな数</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Pen:</source>
            <translation>ペン：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Start from a whole board: every cell gets a number</source>
            <translation>盤面全体から始めます：すべてのマスに数字が入ります</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>A left click writes {number}</source>
            <translation>左クリックで {number} を書きます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>A click selects the cell to type in</source>
            <translation>クリックで入力するマスを選びます</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.base</name>
        <message>
            <location filename="../../gridgames/app/editing/base.py" />
            <source>row {row}, column {column}</source>
            <translation>{row}行{column}列</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/base.py" />
            <source>Clear {cell}</source>
            <translation>{cell}を消す</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/base.py" />
            <source>Write {number} at {cell}</source>
            <translation>{cell}に {number} を書く</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.blank_dialog</name>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>New Blank Puzzle</source>
            <translation>空のパズルを作る</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>&amp;Kind:</source>
            <translation>種類(&amp;K)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>&amp;Width:</source>
            <translation>幅(&amp;W)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>&amp;Height:</source>
            <translation>高さ(&amp;H)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>Create</source>
            <translation>作成</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.fillgrid</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/fillgrid.py" />
            <source>Shade {count} cells</source>
            <extracomment>English singular: Shade 1 cell</extracomment>
            <translation>
                <numerusform>{count} マスを黒に</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/fillgrid.py" />
            <source>Pin white {count} cells</source>
            <extracomment>English singular: Pin white 1 cell</extracomment>
            <translation>
                <numerusform>{count} マスを白に固定</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/fillgrid.py" />
            <source>Free {count} cells</source>
            <extracomment>English singular: Free 1 cell</extracomment>
            <translation>
                <numerusform>{count} マスを未定に戻す</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.mode</name>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trim takes clues away from a puzzle with one answer: press Make Unique first.</source>
            <translation>「削る」は答えが一つのパズルからだけヒントを取り除きます。先に「唯一解にする」を押してください。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>{action} ({number} of {steps})</source>
            <translation>{action}（{steps} 手中 {number} 手目）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Make Unique found no clue to add in time: add one where the answers differ, then try again.</source>
            <translation>「唯一解にする」は時間内に加えるヒントを見つけられませんでした。答えが異なる所に一つ加えてから、もう一度試してください。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trim: every clue is needed; without any of them the answer is not unique.</source>
            <translation>削る：どのヒントも必要です。どれを除いても答えが一つになりません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>the engine stopped</source>
            <translation>エンジンが停止しました</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>The engine could not judge this: {error}</source>
            <translation>エンジンは判定できませんでした：{error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Symmetric is on, but the design was not symmetric: the changes made need not be either.</source>
            <translation>「対称」はオンですが、設計が対称ではありませんでした。今回の変更も対称とは限りません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Make Unique</source>
            <translation>唯一解にする</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trim</source>
            <translation>削る</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Making unique</source>
            <translation>唯一解にしています</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trimming</source>
            <translation>削っています</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>{step}: {reason}</source>
            <translation>{step}：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Make Unique: the answer is already unique.</source>
            <translation>唯一解にする：答えはすでに一つです。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Make Unique: this puzzle has no answer to keep; change what the bar names.</source>
            <translation>唯一解にする：このパズルには残すべき答えがありません。バーに示された所を変えてください。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Not a puzzle yet: {problem}. Make Unique and Trim work on a puzzle.</source>
            <translation>まだパズルになっていません：{problem}。「唯一解にする」と「削る」はパズルに対して働きます。</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.nonogram</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Clear {count} cells</source>
            <extracomment>English singular: Clear 1 cell</extracomment>
            <translation>
                <numerusform>{count} マスを消去</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Paint {count} cells</source>
            <extracomment>English singular: Paint 1 cell</extracomment>
            <translation>
                <numerusform>{count} マスを塗る</numerusform>
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
            <translation>{number}行目のヒント：{clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Clue of column {number}: {clue}</source>
            <translation>{number}列目のヒント：{clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Row {number} follows the picture</source>
            <translation>{number}行目を絵に合わせる</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Column {number} follows the picture</source>
            <translation>{number}列目を絵に合わせる</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Row {number}: {clue}</source>
            <translation>{number}行目：{clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Column {number}: {clue}</source>
            <translation>{number}列目：{clue}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.nonogram_colour</name>
        <message>
            <location filename="../../gridgames/app/editing/nonogram_colour.py" />
            <source>Click a clue and type its blocks: each number followed by its colour's letter (“3k 2o”); a number alone takes the chosen colour. Enter keeps it, Escape leaves the line as it was, a right click on a clue follows the picture.</source>
            <translation>ヒントをクリックしてブロックを入力します。各数字の後にその色の文字を付けます（「3k 2o」）。文字のない数字は選択中の色になります。Enter で確定、Escape で元に戻し、ヒントを右クリックすると絵に合わせます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram_colour.py" />
            <source>Type clues as “{example}”: {letters}</source>
            <translation>ヒントの入力例「{example}」：{letters}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/nonogram_colour.py" />
            <source>Paint {count} cells {colour}</source>
            <extracomment>English singular: Paint 1 cell {colour}</extracomment>
            <translation>
                <numerusform>{count} マスを {colour} で塗る</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.shikaku</name>
        <message>
            <location filename="../../gridgames/app/editing/shikaku.py" />
            <source>Rectangle {height}x{width} = {area}</source>
            <translation>長方形 {height}×{width} = {area}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/shikaku.py" />
            <source>Remove rectangle</source>
            <translation>長方形を消す</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/shikaku.py" />
            <source>Clear {height}x{width}</source>
            <translation>{height}×{width} を消す</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.verdicts</name>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>({milliseconds} ms)</source>
            <translation>（{milliseconds}ミリ秒）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{across} across, {down} down</source>
            <translation>ヨコ {across}、タテ {down}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Not a puzzle yet: {problem} (and {count} more).</source>
            <extracomment>English singular: Not a puzzle yet: {problem} (and 1 more).</extracomment>
            <translation>
                <numerusform>まだパズルになっていません：{problem}（ほか {count} 件）。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Not a puzzle yet: {problem}.</source>
            <translation>まだパズルになっていません：{problem}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Not settled within the time allowed{took}.</source>
            <translation>制限時間内に判定できませんでした{took}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{across} across, {down} down, shortest {shortest}</source>
            <translation>ヨコ {across}、タテ {down}、最短 {shortest}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer — grade {grade}; needs {techniques}.</source>
            <translation>{unique}：解は一つ — 難しさ {grade}。必要な手筋：{techniques}。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{several}. {count} cells differ between two of them (marked). {advice}</source>
            <extracomment>English singular: {several}. 1 cell differs between two of them (marked). {advice}</extracomment>
            <translation>
                <numerusform>{several}。そのうち二つの解で {count} マスが異なります（印の所）。{advice}</numerusform>
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
            <translation>&lt;b&gt;条件違反&lt;/b&gt;：黒マスが接しているか、白マスが分断されています（印の所）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>&lt;b&gt;Legal so far&lt;/b&gt;</source>
            <translation>&lt;b&gt;今のところ条件を満たしています&lt;/b&gt;</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{shown} legal grids complete this design, {symmetric} of them symmetric</source>
            <extracomment>English singular: {shown} legal grid completes this design, {symmetric} of them symmetric</extracomment>
            <translation>
                <numerusform>この設計を完成させる正しい盤面は {shown} 通り（うち対称なもの {symmetric} 通り）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{shown} legal grids complete this design</source>
            <extracomment>English singular: {shown} legal grid completes this design</extracomment>
            <translation>
                <numerusform>この設計を完成させる正しい盤面は {shown} 通り</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer — grade {grade}.</source>
            <translation>{unique}：解は一つ — 難しさ {grade}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Several answers</source>
            <translation>複数の解</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>No answer</source>
            <translation>解なし</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Unique</source>
            <translation>唯一解</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer; needs {techniques}.</source>
            <translation>{unique}：解は一つ。必要な手筋：{techniques}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer.</source>
            <translation>{unique}：解は一つ。</translation>
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
            <translation>書き出し — {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>&amp;Copy</source>
            <translation>コピー(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>&amp;Save As...</source>
            <translation>名前を付けて保存(&amp;S)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Copied to the clipboard.</source>
            <translation>クリップボードにコピーしました。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Export puzzle</source>
            <translation>パズルを書き出す</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>{format} (*{extension});;All files (*)</source>
            <translation>{format} (*{extension});;すべてのファイル (*)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Saved {name}.</source>
            <translation>{name} を保存しました。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Not offered, as they cannot hold a {kind} puzzle: {formats}.</source>
            <translation>{kind} のパズルを保持できないため表示していない形式: {formats}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Format:</source>
            <translation>形式：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>One line: Copy it to paste in a browser or another app.</source>
            <translation>1 行のテキストです。コピーしてブラウザーや他のアプリに貼り付けられます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Saved as {extension}; Grid Games opens it again as it is.</source>
            <translation>{extension} として保存されます。Grid Games でそのまま開き直せます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Cannot export</source>
            <translation>書き出せません</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Could not write {file}.

{reason}</source>
            <translation>{file} に書き込めませんでした。

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
                <numerusform>{count} マスを黒に</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/fillgrid.py" />
            <source>Dot {count} cells</source>
            <extracomment>English singular: Dot 1 cell</extracomment>
            <translation>
                <numerusform>{count} マスに白の印</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/fillgrid.py" />
            <source>Clear {count} cells</source>
            <extracomment>English singular: Clear 1 cell</extracomment>
            <translation>
                <numerusform>{count} マスを消去</numerusform>
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
                <numerusform>{count} マスを {colour} で塗る</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/nonogram_input.py" />
            <source>{colour} possible again: {count} cells</source>
            <extracomment>English singular: {colour} possible again: 1 cell</extracomment>
            <translation>
                <numerusform>{count} マスで {colour} のメモを消す</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/nonogram_input.py" />
            <source>Not {colour}: {count} cells</source>
            <extracomment>English singular: Not {colour}: 1 cell</extracomment>
            <translation>
                <numerusform>{count} マスは {colour} ではない</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.genres.nonogram_palette</name>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Left drag paints the chosen colour, right drag crosses. Shift+left drag notes that cells are not the chosen colour (a small cross of it); hints, checks and the solver keep to the notes.</source>
            <translation>左ドラッグで選んだ色を塗り、右ドラッグで×を付けます。Shift+左ドラッグで、マスが選んだ色ではないことをメモします（その色の小さな×）。ヒント・チェック・ソルバーはメモに従います。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Paint:</source>
            <translation>塗る色：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Letters</source>
            <translation>文字</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Write each colour's letter on its swatch and on painted cells</source>
            <translation>各色の文字を色見本と塗ったマスに書きます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>background (cross)</source>
            <translation>背景（×）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>{colour}: key {key}</source>
            <translation>{colour}：キー {key}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>{colour}: the wheel</source>
            <translation>{colour}：ホイール</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Shift+drag: not {colour}</source>
            <translation>Shift+ドラッグ：{colour} ではない</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.genres.shikaku</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/shikaku.py" />
            <source>Remove {count} rectangles</source>
            <extracomment>English singular: Remove rectangle</extracomment>
            <translation>
                <numerusform>長方形を {count} 個消す</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/shikaku.py" />
            <source>Draw {height}x{width} rectangle</source>
            <translation>{height}×{width} の長方形を描く</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.how_to_play</name>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>How to Play</source>
            <translation>遊び方</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>First Steps Tour</source>
            <translation>はじめてのガイド</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>Play the first hints of the puzzle on the board as a lesson</source>
            <translation>このパズルの最初のヒントを盤面上でレッスンとして進めます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>Solved example</source>
            <translation>解答例</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.language_menu</name>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>&amp;Language</source>
            <translation>言語(&amp;L)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Language</source>
            <translation>言語</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>The new language is used from the next start of Grid Games.</source>
            <translation>新しい言語は Grid Games の次回起動時から使われます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Restart Now</source>
            <translation>今すぐ再起動</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Later</source>
            <translation>後で</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>System Default ({language})</source>
            <translation>システムの設定（{language}）</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.new_puzzle</name>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>New Puzzle</source>
            <translation>新しいパズル</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>random</source>
            <translation>ランダム</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>The same seed and choices make the same puzzle</source>
            <translation>同じシードと設定からは同じパズルができます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Kind:</source>
            <translation>種類(&amp;K)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Size (columns × rows):</source>
            <translation>サイズ（列 × 行）(&amp;S)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Difficulty:</source>
            <translation>難しさ(&amp;D)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>S&amp;eed (optional):</source>
            <translation>シード（省略可）(&amp;E)：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Generate</source>
            <translation>作成(&amp;G)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Generating {kind} {width}×{height}, {grade}, seed {seed}…</source>
            <translation>{kind} {width}×{height}（{grade}、シード {seed}）を作成中…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>unknown error</source>
            <translation>不明なエラー</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Could not generate this puzzle: {error}</source>
            <translation>このパズルを作成できませんでした：{error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Gave up: no puzzle was found in time. Try a smaller size or another seed.</source>
            <translation>時間内にパズルが見つからなかったため中止しました。小さいサイズか別のシードを試してください。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Closest so far: none yet</source>
            <translation>これまでで最も近いもの：まだありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Cancelled.</source>
            <translation>キャンセルしました。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>No {asked} puzzle turned up in time: opened the closest, a {grade} one.</source>
            <translation>時間内に「{asked}」のパズルが見つからなかったため、最も近い「{grade}」のパズルを開きました。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Closest so far: {grade}</source>
            <translation>これまでで最も近いもの：{grade}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>The seed must be a whole number (or empty for a random puzzle).</source>
            <translation>シードは整数で指定してください（空欄ならランダムなパズル）。</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.packs_model</name>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Puzzle</source>
            <translation>パズル</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Genre</source>
            <translation>種類</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Size</source>
            <translation>サイズ</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Level</source>
            <translation>難しさ</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Best</source>
            <translation>最短</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>New</source>
            <translation>未着手</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>In progress</source>
            <translation>プレイ中</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Solved</source>
            <translation>解決済み</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>State: new, in progress (◐), solved</source>
            <translation>状態：未着手、プレイ中（◐）、解決済み</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Best time</source>
            <translation>最短タイム</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>{state}, {time} on the clock</source>
            <translation>{state}、経過時間 {time}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>{pack} (cannot be opened)</source>
            <translation>{pack}（開けません）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>{title} (draft)</source>
            <translation>{title}（下書き）</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.packs_panel</name>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Licence: {licence}</source>
            <translation>ライセンス：{licence}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Licence — {pack}</source>
            <translation>ライセンス — {pack}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Any state</source>
            <translation>すべての状態</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>New</source>
            <translation>未着手</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>In progress</source>
            <translation>プレイ中</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Not solved</source>
            <translation>未解決</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Solved</source>
            <translation>解決済み</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Filter by title or pack</source>
            <translation>タイトルまたはパックで絞り込み</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Open Pack...</source>
            <translation>パックを開く...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Add a pack: a .zip, a folder's pack.toml or a file of puzzles</source>
            <translation>パックを追加：.zip、フォルダーの pack.toml、またはパズルをまとめたファイル</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>All genres</source>
            <translation>すべての種類</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>From {pack}</source>
            <translation>出典：{pack}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>not stated</source>
            <translation>記載なし</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Play</source>
            <translation>プレイ</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Remove from My Puzzles</source>
            <translation>マイパズルから削除</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Export My Puzzles as Zip Pack...</source>
            <translation>マイパズルを zip パックとして書き出す...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>{title} by {author}</source>
            <translation>{title}（作者：{author}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Remove “{pack}” from the List</source>
            <translation>「{pack}」を一覧から外す</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>A puzzle of your own</source>
            <translation>自分のパズル</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Built-in pack: always listed</source>
            <translation>内蔵パック：常に一覧に表示されます</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.paper</name>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Working out the answers...</source>
            <translation>解答を求めています...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Cancel</source>
            <translation>キャンセル</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>No answers</source>
            <translation>解答なし</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>The answers were not found within {s:g} seconds.</source>
            <translation>{s:g} 秒以内に解答が見つかりませんでした。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Export as PDF</source>
            <translation>PDF として書き出し</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Export Image</source>
            <translation>画像として書き出し</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>PNG image (*.png);;SVG image (*.svg)</source>
            <translation>PNG 画像 (*.png);;SVG 画像 (*.svg)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Cannot export</source>
            <translation>書き出せません</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Saved {name} ({pages})</source>
            <translation>{name} を保存しました（{pages}）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Saved {name}</source>
            <translation>{name} を保存しました</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Sent {pages} to {printer}</source>
            <translation>{printer} に {pages} を送りました</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/paper.py" />
            <source>{count} pages</source>
            <extracomment>English singular: 1 page</extracomment>
            <translation>
                <numerusform>{count} ページ</numerusform>
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
            <translation>パズル</translation>
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
            <translation>画像 (*.png *.jpg *.jpeg *.bmp *.gif);;すべてのファイル (*)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{width}×{height}: {filled} of {cells} cells filled, {shades}{count} clue numbers</source>
            <extracomment>English singular: {width}×{height}: {filled} of {cells} cells filled, {shades}1 clue number</extracomment>
            <translation>
                <numerusform>{width}×{height}: {cells} マス中 {filled} マスを塗る、{shades}ヒントの数字 {count} 個</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Import Picture</source>
            <translation>画像の取り込み</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Choose &amp;Picture...</source>
            <translation>画像を選ぶ(&amp;P)...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>No picture chosen yet.</source>
            <translation>まだ画像が選ばれていません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>&amp;Keep the picture's proportions</source>
            <translation>画像の縦横比を保つ(&amp;K)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Black and white</source>
            <translation>白黒</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Cells darker than this are filled</source>
            <translation>これより暗いマスを塗る</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>&amp;Create Puzzle</source>
            <translation>パズルを作る(&amp;C)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Board (columns × rows):</source>
            <translation>盤面 (列 × 行):</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Cells:</source>
            <translation>マス:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>&amp;Threshold:</source>
            <translation>しきい値(&amp;T):</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Import picture</source>
            <translation>画像を取り込む</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{file} ({width}×{height} pixels)</source>
            <translation>{file} ({width}×{height} ピクセル)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{count} colours</source>
            <extracomment>English singular: 1 colour</extracomment>
            <translation>
                <numerusform>{count} 色</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Picture</source>
            <translation>画像</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{file}: not a picture Grid Games can read</source>
            <translation>{file}: Grid Games が読める画像ではありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Choose a PNG or JPEG picture to see the board it makes.</source>
            <translation>PNG か JPEG の画像を選ぶと、できあがる盤面が表示されます。</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.play_tools</name>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trying: new marks are provisional. Accept keeps them, Reject takes them off.</source>
            <translation>試し打ち中：新しい印は仮のものです。「確定」で残し、「取り消し」で消します。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trial accepted: the marks are yours.</source>
            <translation>試し打ちを確定しました：印は通常の印になりました。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trial rejected: the board is back as it was before Try.</source>
            <translation>試し打ちを取り消しました：盤面は試し打ち前に戻りました。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Back at the checkpoint.</source>
            <translation>チェックポイントに戻りました。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Checkpoint set: Back to Checkpoint returns to this board.</source>
            <translation>チェックポイントを設定しました：「チェックポイントに戻る」でこの盤面に戻れます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trying</source>
            <translation>試し打ち中</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.print_dialog</name>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Print</source>
            <translation>印刷</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Export as PDF</source>
            <translation>PDF として書き出し</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>This puzzle: {title}</source>
            <translation>このパズル：{title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Puzzles per page:</source>
            <translation>1 ページあたりのパズル数：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Paper size:</source>
            <translation>用紙サイズ：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Answer pages at the end</source>
            <translation>最後に解答ページを付ける</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Print...</source>
            <translation>印刷...</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Save PDF...</source>
            <translation>PDF を保存...</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>The whole pack: {title} ({count} puzzles)</source>
            <extracomment>English singular: The whole pack: {title} (1 puzzle)</extracomment>
            <translation>
                <numerusform>パック全体：{title}（{count} 問）</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.printing</name>
        <message>
            <location filename="../../gridgames/app/printing.py" />
            <source>Answers</source>
            <translation>解答</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.progress_link</name>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>The saved moves of this puzzle could not be read ({error}). They were kept aside and the puzzle starts afresh.</source>
            <translation>このパズルの保存された手順を読み込めませんでした（{error}）。別に保管し、パズルは最初から始まります。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>progress not saved</source>
            <translation>進行状況は保存されていません</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.session</name>
        <message>
            <location filename="../../gridgames/app/session.py" />
            <source>Restart</source>
            <translation>最初から</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.shelf</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>Pack “{pack}”: {count} puzzles ({broken} cannot be played: see their tooltips)</source>
            <extracomment>English singular: Pack “{pack}”: 1 puzzle ({broken} cannot be played: see their tooltips)</extracomment>
            <translation>
                <numerusform>パック「{pack}」：{count} 問（{broken} 問は遊べません。ツールチップを参照）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>Pack “{pack}”: {count} puzzles</source>
            <extracomment>English singular: Pack “{pack}”: 1 puzzle</extracomment>
            <translation>
                <numerusform>パック「{pack}」：{count} 問</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>{said}, and {count} drafts (they open in edit mode)</source>
            <extracomment>English singular: {said}, and 1 draft (it opens in edit mode)</extracomment>
            <translation>
                <numerusform>{said}、下書き {count} 件（編集モードで開きます）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Removed “{title}” from My puzzles.</source>
            <translation>「{title}」をマイパズルから削除しました。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>Saved {count} puzzles to {file}</source>
            <extracomment>English singular: Saved 1 puzzle to {file}</extracomment>
            <translation>
                <numerusform>{count} 個のパズルを {file} に保存しました</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Removed “{pack}” from the list; its progress is kept.</source>
            <translation>「{pack}」を一覧から外しました。進行状況は残っています。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Progress not saved: {error}</source>
            <translation>進行状況を保存できませんでした：{error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Not kept in My puzzles: {reason}</source>
            <translation>マイパズルに保存できませんでした: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Could not remove it: {reason}</source>
            <translation>削除できませんでした: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Could not write {file}: {reason}</source>
            <translation>{file} を書き込めませんでした: {reason}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.animation</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} deductions</source>
            <extracomment>English singular: 1 deduction</extracomment>
            <translation>
                <numerusform>推理 {count} 手</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} guesses</source>
            <extracomment>English singular: 1 guess</extracomment>
            <translation>
                <numerusform>推測 {count} 回</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} taken back</source>
            <extracomment>English singular: 1 taken back</extracomment>
            <translation>
                <numerusform>{count} 回取り消し</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>Solved in {count} steps: {counts}.</source>
            <extracomment>English singular: Solved in 1 step: {counts}.</extracomment>
            <translation>
                <numerusform>{count} 手で解けました：{counts}。</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>Stopped after {count} steps ({counts}); guesses were taken back.</source>
            <extracomment>English singular: Stopped after 1 step ({counts}); guesses were taken back.</extracomment>
            <translation>
                <numerusform>{count} 手で停止しました（{counts}）。推測は取り消しました。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>Auto-solve</source>
            <translation>自動で解く</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} by trying a cell</source>
            <extracomment>English singular: 1 by trying a cell</extracomment>
            <translation>
                <numerusform>うち {count} 手は仮定による</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{guesses}, {taken_back}</source>
            <translation>{guesses}、{taken_back}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>, </source>
            <translation>、</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>The engine found no answer: the puzzle cannot be solved.</source>
            <translation>エンジンは解を見つけられませんでした：このパズルは解けません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>This board cannot be finished: some mark is wrong.</source>
            <translation>この盤面は完成できません：どこかの印が間違っています。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>The board breaks a rule.</source>
            <translation>盤面がルールに違反しています。</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.assist</name>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Step {number}: {step}</source>
            <translation>手順 {number}：{step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Solver</source>
            <translation>ソルバー</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Hint</source>
            <translation>ヒント</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Press Solve to watch the engine reason, or Hint for one step.</source>
            <translation>「解く」でエンジンの推理を見るか、「ヒント」で一手だけ見ます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Solve</source>
            <translation>解く</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>{why}

Solve from the start instead? (One Undo brings your board back.)</source>
            <translation>{why}

代わりに最初から解きますか？（「元に戻す」1 回で今の盤面に戻ります。）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Solving…</source>
            <translation>解いています…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>The board is solved already.</source>
            <translation>盤面はすでに解けています。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>The board breaks a rule: {mistake}.</source>
            <translation>盤面がルールに違反しています：{mistake}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>This board cannot be finished: some mark is wrong.</source>
            <translation>この盤面は完成できません：どこかの印が間違っています。</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.hintbar</name>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Hint shows the next step here; pressing it again marks the step on the board.</source>
            <translation>ここに「ヒント」で次の一手が表示されます。もう一度押すと盤面に記入されます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Mark it</source>
            <translation>記入する</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Make the move this hint shows (Hint again does the same)</source>
            <translation>このヒントの手を盤面に記入します（もう一度「ヒント」を押しても同じです）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Clear the hint</source>
            <translation>ヒントを消す</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.hints</name>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>A guess.</source>
            <translation>推測です。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>No rule decides anything from here, not even trying a possibility in your head: the only way on is a guess. Make one, follow where it leads, and undo it if it breaks a rule.</source>
            <translation>ここからは、どのルールでも、頭の中で仮定してみても何も決まりません。先へ進むには推測するしかありません。一つ選んで進め、ルールに反したら元に戻してください。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Press Hint again to mark it.</source>
            <translation>もう一度「ヒント」を押すと記入します。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>A basic rule.</source>
            <translation>基本のルールです。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>An advanced rule.</source>
            <translation>上級のルールです。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Trying one possibility in your head.</source>
            <translation>頭の中で一つの可能性を試す推理です。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>{first} {second}</source>
            <translation>{first}{second}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Looking for the next step…</source>
            <translation>次の一手を探しています…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>No hint: the engine failed ({error}).</source>
            <translation>ヒントなし：エンジンでエラーが起きました（{error}）。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Marked: {step}</source>
            <translation>記入しました：{step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Marked. Press Hint for the next step.</source>
            <translation>記入しました。次の一手は「ヒント」で。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>{Mark} is wrong.</source>
            <translation>{mark}が間違っています。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>No hint until it is put right: a step from a wrong mark would teach something false.</source>
            <translation>直すまではヒントを出しません。間違った印からの推理は誤りを教えてしまうからです。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Hint</source>
            <translation>ヒント</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>{mistake}

Rewind to the last position without a mistake, {count} moves back? (Redo brings them back.)</source>
            <extracomment>English singular: {mistake}

Rewind to the last position without a mistake, 1 move back? (Redo brings it back.)</extracomment>
            <translation>
                <numerusform>{mistake}

間違いのない最後の局面まで {count} 手戻しますか？（「やり直し」で戻せます。）</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Rewound {count} moves: no mistakes now.</source>
            <extracomment>English singular: Rewound 1 move: no mistakes now.</extracomment>
            <translation>
                <numerusform>{count} 手戻しました。今は間違いがありません。</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>The board changed meanwhile: press Hint again.</source>
            <translation>その間に盤面が変わりました。もう一度「ヒント」を押してください。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>This puzzle has no answer, so there is nothing to hint.</source>
            <translation>このパズルには解がないので、ヒントはありません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Hint ({level}): {step}</source>
            <translation>ヒント（{level}）：{step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Hint: {step}</source>
            <translation>ヒント：{step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Press Hint for the next step.</source>
            <translation>次の一手は「ヒント」で。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Everything is decided already: nothing is left to deduce.</source>
            <translation>すべて決まっています。推理することは残っていません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>The board cannot be right: {reason}</source>
            <translation>この盤面は正しくありえません：{reason}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.panel</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>{count} steps/s</source>
            <extracomment>English singular: 1 step/s</extracomment>
            <translation>
                <numerusform>毎秒 {count} 手</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Instant</source>
            <translation>瞬時</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Step</source>
            <translation>一手</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Pause and show one more step</source>
            <translation>一時停止してもう一手だけ進めます</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Stop</source>
            <translation>停止</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Stop here: what was deduced stays, guesses are taken back</source>
            <translation>ここで止めます：推理した部分は残し、推測は取り消します</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Speed: from one step a second to instant</source>
            <translation>速さ：毎秒 1 手から瞬時まで</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Press Solve to watch the engine reason, or Hint for one step.</source>
            <translation>「解く」でエンジンの推理を見るか、「ヒント」で一手だけ見ます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>The steps appear here, one sentence each.</source>
            <translation>ここに手順が一手ずつ一文で表示されます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Speed</source>
            <translation>速さ</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Resume</source>
            <translation>再開</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Pause</source>
            <translation>一時停止</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Go on</source>
            <translation>続ける</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Hold the animation here</source>
            <translation>アニメーションをここで止めます</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.statistics_dialog</name>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Earlier wins</source>
            <translation>以前の勝利</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Puzzle</source>
            <translation>パズル</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Size</source>
            <translation>サイズ</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Solved</source>
            <translation>解いた数</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Wins</source>
            <translation>勝利数</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Best</source>
            <translation>最短</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Median</source>
            <translation>中央値</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Statistics</source>
            <translation>統計</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>{puzzles} solved, {wins} in all. Times are your own: boards the solver finished do not count.</source>
            <translation>解いたパズル {puzzles}、勝利は合計 {wins}。タイムは自分で解いたものだけで、ソルバーが完成させた盤面は含みません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>No puzzle solved yet: your wins and times will be listed here.</source>
            <translation>まだ解いたパズルはありません。勝利とタイムはここに表示されます。</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>{count} puzzles</source>
            <extracomment>English singular: 1 puzzle</extracomment>
            <translation>
                <numerusform>{count} 問</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>{count} wins</source>
            <extracomment>English singular: 1 win</extracomment>
            <translation>
                <numerusform>{count} 回</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.status</name>
        <message>
            <location filename="../../gridgames/app/status.py" />
            <source>Time {time}</source>
            <translation>時間 {time}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/status.py" />
            <source>Row {row}, column {column}</source>
            <translation>{row} 行 {column} 列</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.tour</name>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>First steps: {kind}</source>
            <translation>はじめてのガイド：{kind}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Step {number} of {steps}: {step}</source>
            <translation>{steps} 手中 {number} 手目：{step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Mark it and go on</source>
            <translation>記入して次へ</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>End tour</source>
            <translation>ガイドを終わる</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Close</source>
            <translation>閉じる</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Asking the engine for a step…</source>
            <translation>エンジンに次の一手を尋ねています…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>That is the idea: every step follows from the rules and what is already on the board. Press Hint (Ctrl+H) whenever you are stuck; Undo takes back any step. Over to you!</source>
            <translation>これが基本です。どの一手もルールと盤面にすでにあるものから導かれます。行き詰まったら「ヒント」（Ctrl+H）を、どの手も「元に戻す」で戻せます。あとはあなたの番です！</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.trial</name>
        <message>
            <location filename="../../gridgames/app/trial.py" />
            <source>Reject trial</source>
            <translation>試し打ちを取り消す</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/trial.py" />
            <source>Back to checkpoint</source>
            <translation>チェックポイントに戻る</translation>
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
            <translation>ソルバーが解きました</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The solver finished this board: no time or best time counts. Play Again to solve it yourself.</source>
            <translation>この盤面はソルバーが完成させたため、タイムも最短タイムも記録されません。自分で解くには「もう一度遊ぶ」を選んでください。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>&lt;p&gt;&lt;b&gt;Keyboard&lt;/b&gt;: arrows move the cursor; Space or Enter is a left click, X a
right click. Shift+arrows drag (a rectangle is stretched, a line filled); letting Shift go
ends the drag.&lt;/p&gt;
&lt;p&gt;Ctrl+wheel or Ctrl+=/- zooms.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;キーボード&lt;/b&gt;：矢印キーでカーソルを動かします。Space か Enter は左クリック、X は右クリックです。Shift＋矢印でドラッグします（長方形が伸び、列が塗られます）。Shift を離すとドラッグが終わります。&lt;/p&gt;
&lt;p&gt;Ctrl＋ホイールまたは Ctrl+=/- で拡大・縮小します。&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{kind} ({patterns});;All files (*)</source>
            <translation>{kind} ({patterns});;すべてのファイル (*)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{kind} {width}×{height}, {grade} #{seed}</source>
            <translation>{kind} {width}×{height}（{grade}）#{seed}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>New {kind} {width}×{height}</source>
            <translation>新しい{kind} {width}×{height}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>a copy of “{title}”</source>
            <translation>「{title}」のコピー</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{title} (edited)</source>
            <translation>{title}（編集済み）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>&lt;b&gt;EDIT MODE&lt;/b&gt; — {kind} {size}, {origin}</source>
            <translation>&lt;b&gt;編集モード&lt;/b&gt; — {kind} {size}、{origin}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>a draft from “{file}”</source>
            <translation>「{file}」の下書き</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Puzzles</source>
            <translation>パズル</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open pack</source>
            <translation>パックを開く</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open folder as pack</source>
            <translation>フォルダーをパックとして開く</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Pack opened with problems</source>
            <translation>パックを開きましたが問題があります</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>“{pack}” is listed and the rest of it plays, but:</source>
            <translation>「{pack}」は一覧に追加され、残りは遊べますが、次の問題があります：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open puzzle</source>
            <translation>パズルを開く</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Paste puzzle</source>
            <translation>パズルを貼り付け</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>A puzz.link URL, a Tatham game ID (e.g. rect:7x7:...) or a whole puzzle file:</source>
            <translation>puzz.link の URL、Tatham のゲーム ID（例：rect:7x7:...）、またはパズルファイルの全文：</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Picture</source>
            <translation>画像</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Export My Puzzles</source>
            <translation>マイパズルを書き出す</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Zip pack (*.zip);;All files (*)</source>
            <translation>zip パック (*.zip);;すべてのファイル (*)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Line {line}: {problem}</source>
            <translation>{line} 行目：{problem}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Cannot open puzzle</source>
            <translation>パズルを開けません</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Could not open {what}.

File: {file}
{problem}</source>
            <translation>{what}を開けませんでした。

ファイル：{file}
{problem}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>from a blank board</source>
            <translation>空の盤面から</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>its kind has no editor</source>
            <translation>この種類には編集機能がありません</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Every edit is judged by the engine; Ctrl+Z undoes one. Play This Puzzle (or Edit ▸ Edit Puzzle again) leaves edit mode and plays it.</source>
            <translation>編集のたびにエンジンが判定します。Ctrl+Z で一つ戻せます。「このパズルを遊ぶ」（または もう一度 編集 ▸ パズルを編集）で編集モードを終えて遊べます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Editing {kind}</source>
            <translation>{kind}を編集中</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The design you left in edit mode is back.</source>
            <translation>編集モードのまま残した作品を元に戻しました。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>“{title}” is kept in My puzzles ({file}).</source>
            <translation>「{title}」をマイパズルに保存しました（{file}）。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Opened in edit mode: {reason}.</source>
            <translation>編集モードで開きました: {reason}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play again</source>
            <translation>もう一度遊ぶ</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play {title} again from an empty board? The clock starts from zero; your best time is kept.</source>
            <translation>{title} を空の盤面からもう一度遊びますか？ 時計はゼロから始まり、最短タイムは残ります。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Playing {title} again</source>
            <translation>{title} をもう一度プレイ中</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Solved in {time}!</source>
            <translation>{time} で解けました！</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Saved progress</source>
            <translation>保存された進行状況</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Controls</source>
            <translation>操作方法</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>About {app}</source>
            <translation>{app} について</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The puzzle list is folded away to give the board room (F9 shows it).</source>
            <translation>盤面の場所を空けるためパズル一覧をたたみました（F9 で表示）。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The design you left in edit mode, “{title}”, is in My puzzles ({file}).</source>
            <translation>編集モードのまま残した作品「{title}」はマイパズルにあります（{file}）。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Packs</source>
            <translation>パック</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>... and {count} more (see their tooltips)</source>
            <extracomment>English singular: ... and 1 more (see its tooltip)</extracomment>
            <translation>
                <numerusform>…ほか {count} 件（ツールチップを参照）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Not a puzzle yet ({problem}): saved as a draft, which opens in edit mode.</source>
            <translation>まだパズルではありません（{problem}）：下書きとして保存しました。編集モードで開きます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Made “{title}”, to play (not to edit: {reason}).</source>
            <translation>「{title}」を作りました。遊べます (編集はできません: {reason})。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>from a picture</source>
            <translation>画像から</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>Resumed {title} ({count} moves)</source>
            <extracomment>English singular: Resumed {title} (1 move)</extracomment>
            <translation>
                <numerusform>{title} を再開しました（{count} 手）</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Opened {title}</source>
            <translation>{title} を開きました</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>This puzzle cannot be edited: {reason}.</source>
            <translation>このパズルは編集できません：{reason}。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Editing: {title}</source>
            <translation>編集中：{title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Not a puzzle yet: {problem}. Keep editing.</source>
            <translation>まだパズルになっていません：{problem}。編集を続けてください。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Leave edit mode</source>
            <translation>編集モードを終える</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Leave edit mode? Save keeps the puzzle being edited in My puzzles (a draft that is not a puzzle yet too); Discard drops it.</source>
            <translation>編集モードを終了しますか？ 保存すると編集中のパズルをマイパズルに残します（まだパズルになっていない下書きも）。破棄すると捨てます。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Progress not saved: {error}</source>
            <translation>進行状況を保存できませんでした：{error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>{count} mistakes: {first}</source>
            <extracomment>English singular: 1 mistake: {first}</extracomment>
            <translation>
                <numerusform>間違い {count} 個：{first}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play &amp;Again</source>
            <translation>もう一度遊ぶ(&amp;A)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Re&amp;start</source>
            <translation>最初から(&amp;S)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play Again</source>
            <translation>もう一度遊ぶ</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Restart</source>
            <translation>最初から</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play this solved puzzle again from an empty board, clock at zero (Ctrl+R)</source>
            <translation>解いたパズルを空の盤面から、時計ゼロでもう一度遊びます（Ctrl+R）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Clear the board (can be undone) (Ctrl+R)</source>
            <translation>盤面を消去します（元に戻せます）（Ctrl+R）</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{verb} {what}</source>
            <translation>{verb}：{what}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Paused: the board is hidden and the clock stopped.</source>
            <translation>一時停止中：盤面は隠され、時計は止まっています。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Undo</source>
            <translation>元に戻す</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Redo</source>
            <translation>やり直し</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Zoom {percent}%</source>
            <translation>拡大率 {percent}%</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>this puzzle</source>
            <translation>このパズル</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>pasted text</source>
            <translation>貼り付けたテキスト</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The design left in edit mode could not be restored: {reason}</source>
            <translation>編集モードに残した作品を復元できませんでした：{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Solved: every rule is met.</source>
            <translation>完成：すべてのルールを満たしています。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>No mistakes so far.</source>
            <translation>今のところ間違いはありません。</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Shikaku, Nonogram, Hitori and Kurodoko on one deduction engine.</source>
            <translation>四角に切れ、ノノグラム、ひとりにしてくれ、黒どこを一つの推理エンジンで。</translation>
        </message>
    </context>
</TS>
