<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="cs" sourcelanguage="en">
    <context>
        <name>Sentence</name>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>it is not a draft this version can read</source>
            <translation>není to rozpracovaná úloha, kterou tato verze umí přečíst</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>its puzzle or title is missing</source>
            <translation>chybí jí úloha nebo název</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>its My puzzles name is not text</source>
            <translation>její název v Mých úlohách není text</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>{genre} puzzles cannot be edited</source>
            <translation>úlohy {genre} nelze upravovat</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/kept_draft.py" />
            <source>its drawing does not fit the puzzle ({error})</source>
            <translation>její kresba neodpovídá úloze ({error})</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/loading.py" />
            <source>(pasted text)</source>
            <translation>(vložený text)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/loading.py" />
            <source>the clipboard holds no puzzle</source>
            <translation>ve schránce není žádná úloha</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/main.py" />
            <source>could not write the PNG</source>
            <translation>PNG nelze zapsat</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/printing.py" />
            <source>a {width}x{height} board is too large for a PNG of at most {pixels} pixels a side: export an .svg or a .pdf</source>
            <translation>deska {width}×{height} je pro PNG s nejvýše {pixels} pixely na stranu příliš velká: exportujte .svg nebo .pdf</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/printing.py" />
            <source>could not start drawing on the printer or file</source>
            <translation>na tiskárnu ani do souboru nelze začít kreslit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/printing.py" />
            <source>{path}: could not write the SVG</source>
            <translation>{path}: SVG nelze zapsat</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>a saved step is {shape}, not {record}</source>
            <translation>uložený krok má tvar {shape}, ne {record}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>the text of a saved step is {text}</source>
            <translation>text uloženého kroku je {text}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>this pack is no longer in the list</source>
            <translation>tento balíček už v seznamu není</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>this puzzle is no longer in its pack</source>
            <translation>tato úloha už ve svém balíčku není</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>short probe</source>
            <translation>krátká zkouška</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>counting</source>
            <translation>počítání</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>long probe</source>
            <translation>dlouhá zkouška</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>the rules</source>
            <translation>pravidla</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <location filename="../../gridgames/engine/hint.py" />
            <location filename="../../gridgames/engine/node.py" />
            <source>Nothing is possible for {what}.</source>
            <translation>Pro {what} není nic možné.</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>No answer: every way of going on ends in a contradiction, however it starts.</source>
            <translation>Žádné řešení: každá cesta dál končí sporem, ať začne jakkoli.</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>the {rule} rule</source>
            <translation>pravidlo {rule}</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Rule} cannot hold with {first}, {second} and {third}.</source>
            <translation>{Rule} nemůže platit, když {first}, {second} a {third}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>a guess or a chain deeper than a player follows</source>
            <translation>odhad nebo řetězec hlubší, než hráč sleduje</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Rule} finds nothing left to choose.</source>
            <translation>{Rule} už nemá z čeho vybírat.</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Rule} cannot hold with {first}.</source>
            <translation>{Rule} nemůže platit, když {first}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Rule} cannot hold with {first} and {second}.</source>
            <translation>{Rule} nemůže platit, když {first} a {second}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{Reason}.</source>
            <translation>{Reason}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>{technique} ×{times}</source>
            <translation>{technique} ×{times}</translation>
        </message>
        <message>
            <location filename="../../gridgames/designing/judge.py" />
            <source>No answer: the search tried every way (the reason is deeper than a hint).</source>
            <translation>Žádné řešení: hledání zkusilo všechny cesty (důvod je hlubší, než aby se vešel do rady).</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/learning.py" />
            <source>the learned rule</source>
            <translation>naučené pravidlo</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Suppose {what}: then {cause} So {left}.</source>
            <translation>Předpokládejme {what}: pak {cause} Takže {left}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Suppose {what}: then {cause} So it is {value}.</source>
            <translation>Předpokládejme {what}: pak {cause} Takže je {value}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Whatever {what} turns out to be, the same cells follow.</source>
            <translation>Ať je {what} jakékoli, plynou z toho stejná políčka.</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/probing.py" />
            <source>Every value of {what} leads to a contradiction</source>
            <translation>Každá hodnota {what} vede ke sporu</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/search.py" />
            <source>Only one way left: {what}.</source>
            <translation>Zbývá jediná možnost: {what}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/search.py" />
            <source>Guess: {what}.</source>
            <translation>Odhad: {what}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/engine/search.py" />
            <source>Solved.</source>
            <translation>Vyřešeno.</translation>
        </message>
        <message>
            <location filename="../../gridgames/errors.py" />
            <location filename="../../gridgames/packs/pack.py" />
            <source>{where}: {reason}</source>
            <translation>{where}: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/explain.py" />
            <source>From the start: {what}.</source>
            <translation>Od začátku: {what}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{what}: {shown} is not a number</source>
            <translation>{what}: {shown} není číslo</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{what}: the number {digits}... is too large</source>
            <translation>{what}: číslo {digits}... je příliš velké</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{what}: 0 may only stand alone (an empty line)</source>
            <translation>{what}: 0 smí stát jen samo (prázdná řada)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{name} {value} is out of range: {reason}</source>
            <translation>{name} {value} je mimo rozsah: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/common.py" />
            <source>{what}: negative number {n}</source>
            <translation>{what}: záporné číslo {n}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>unrecognised puzzle format: expected a .gg header such as 'shikaku 10x10', a .non file, webpbn XML, a seed 003/004 nonogram, a puzz.link URL or a Tatham ID</source>
            <translation>neznámý formát hádanky: očekávána hlavička .gg jako 'shikaku 10x10', soubor .non, webpbn XML, malovaná křížovka seed 003/004, URL puzz.link nebo Tathamovo ID</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>file larger than {limit} bytes: not a puzzle file</source>
            <translation>soubor větší než {limit} bajtů: není to soubor s hádankou</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>binary data, not a puzzle text file</source>
            <translation>binární data, ne textový soubor s hádankou</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>empty: no puzzle here</source>
            <translation>prázdné: není tu žádná hádanka</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>URL/ID support not available</source>
            <translation>podpora URL/ID není k dispozici</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>{reason}: not a puzzle file</source>
            <translation>{reason}: není to soubor s hádankou</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <source>no such file (nor a puzz.link URL or Tatham ID)</source>
            <translation>soubor neexistuje (ani to není URL puzz.link ani Tathamovo ID)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <location filename="../../gridgames/packs/sources.py" />
            <source>permission denied</source>
            <translation>přístup odepřen</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <location filename="../../gridgames/packs/sources.py" />
            <source>cannot read the file: {reason}</source>
            <translation>soubor nelze přečíst: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/detect.py" />
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>not UTF-8 text (byte 0x{byte:02x})</source>
            <translation>není to text v UTF-8 (bajt 0x{byte:02x})</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Grid Games puzzle (.gg)</source>
            <translation>Úloha Grid Games (.gg)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Nonogram (.non)</source>
            <translation>Malovaná křížovka (.non)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>webpbn XML (.xml)</source>
            <translation>XML webpbn (.xml)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Olšák griddler (.g)</source>
            <translation>Olšákova křížovka (.g)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>Simon Tatham's Puzzles game ID</source>
            <translation>ID hry ze Simon Tatham's Puzzles</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>puzz.link URL</source>
            <translation>Adresa puzz.link</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>{format} cannot hold a {kind} puzzle</source>
            <translation>{format} neumí uložit hádanku typu {kind}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>only a .gg file keeps a draft that is not a puzzle yet</source>
            <translation>rozpracovaný návrh, který ještě není úlohou, uchová jen soubor .gg</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/export.py" />
            <source>unknown export format {format_name}: expected {known}</source>
            <translation>neznámý formát exportu {format_name}: očekáváno {known}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>no puzzle here: expected a header such as {first} or {second}</source>
            <translation>není tu žádná hádanka: očekávána hlavička jako {first} nebo {second}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>board width</source>
            <translation>šířka desky</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>board height</source>
            <translation>výška desky</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>{genre}: expected the board size as WIDTHxHEIGHT, such as 10x10</source>
            <translation>{genre}: očekávána velikost desky jako ŠÍŘKAxVÝŠKA, např. 10x10</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>unexpected text after the header: {extra}</source>
            <translation>nečekaný text za hlavičkou: {extra}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>a {genre} file has no '{name}:' section</source>
            <translation>soubor {genre} nemá oddíl '{name}:'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>second '{name}:' section (first on line {first})</source>
            <translation>druhý oddíl '{name}:' (první na řádku {first})</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>nothing may follow '{key}:' on its line</source>
            <translation>za '{key}:' nesmí na řádku nic následovat</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>'{key}' given twice (first on line {first})</source>
            <translation>'{key}' zadáno dvakrát (poprvé na řádku {first})</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>a draft, not a puzzle yet: {problem}</source>
            <translation>rozpracovaný návrh, ještě ne úloha: {problem}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <location filename="../../gridgames/games/problem.py" />
            <source>{what}: expected {height} rows, got {got}</source>
            <translation>{what}: očekáváno řádků: {height}, zadáno: {got}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>expected a header '&lt;genre&gt; &lt;width&gt;x&lt;height&gt;' with genre one of {known}, got {found}</source>
            <translation>očekávána hlavička '&lt;genre&gt; &lt;width&gt;x&lt;height&gt;' se žánrem z {known}, nalezeno {found}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>unknown {genre} variant {variant}: expected {expected}</source>
            <translation>neznámá varianta {genre} {variant}: očekáváno {expected}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>{genre} has no variants (got {variant})</source>
            <translation>{genre} nemá varianty (zadáno {variant})</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>cannot write metadata key {key} in a .gg file</source>
            <translation>klíč metadat {key} nelze zapsat do souboru .gg</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>{what}: the board has only {height} rows</source>
            <translation>{what}: deska má jen {height} řádků</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>{what}: row {row} has {count} cells, expected {width}</source>
            <translation>{what}: řádek {row} má {count} polí, očekáváno {width}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>the answer: rows use only '#' (filled) and '.' (empty)</source>
            <translation>řešení: řádky smí obsahovat jen '#' (vybarvené) a '.' (prázdné)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/gg.py" />
            <source>clue line before 'rows:' or 'columns:'</source>
            <translation>řádek zadání před 'rows:' nebo 'columns:'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>'{key}' given twice</source>
            <translation>'{key}' zadáno dvakrát</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>'{name}' must come after '{size_key}'</source>
            <translation>'{name}' musí přijít až po '{size_key}'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>a quoted value has no closing '"'</source>
            <translation>hodnotě v uvozovkách chybí uzavírací '"'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>cannot write metadata key {key} in a .non file</source>
            <translation>klíč metadat {key} nelze zapsat do souboru .non</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>multi-colour puzzle (colours {names}): only black-and-white nonograms are supported</source>
            <translation>vícebarevná hádanka (barvy {names}): podporovány jsou jen černobílé malované křížovky</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>a clue line outside a 'rows' or 'columns' block (is a block too long?)</source>
            <translation>řádek zadání mimo blok 'rows' nebo 'columns' (není blok příliš dlouhý?)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>missing '{key}'</source>
            <translation>chybí '{key}'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/non.py" />
            <source>the goal has {got} cells, expected {width}x{height} = {cells}</source>
            <translation>cíl má {got} polí, očekáváno {width}x{height} = {cells}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>expected ': rows' and ': columns' lines (a ':' in the first column)</source>
            <translation>očekávány řádky ': rows' a ': columns' (':' v prvním sloupci)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>a colour line is '&lt;inchar&gt;:&lt;outchar&gt; &lt;colour&gt; [comment]'</source>
            <translation>řádek barvy má tvar '&lt;inchar&gt;:&lt;outchar&gt; &lt;colour&gt; [comment]'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{inchar} cannot name a colour (digits other than 0 and 1, and ',' are not allowed)</source>
            <translation>{inchar} nemůže označovat barvu (číslice kromě 0 a 1 a ',' nejsou dovoleny)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>the default colour '1' needs a character after '1:'</source>
            <translation>výchozí barva '1' potřebuje znak za '1:'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>colour character {char} cannot be written in a .g file</source>
            <translation>znak barvy {char} nelze zapsat do souboru .g</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{label}: {token} is not a number with a colour</source>
            <translation>{label}: {token} není číslo s barvou</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{label}: colour {char} is not declared</source>
            <translation>{label}: barva {char} není deklarována</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{label}: a number without a colour (no default colour '1') is not declared</source>
            <translation>{label}: číslo bez barvy (chybí výchozí barva '1') není deklarováno</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/olsak.py" />
            <source>{text}: only griddlers ('#d' colours) are supported, not triddlers or other shapes</source>
            <translation>{text}: podporovány jsou jen griddlery (barvy '#d'), ne triddlery ani jiné tvary</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>width</source>
            <translation>šířka</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>height</source>
            <translation>výška</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>unknown puzz.link genre {text}: expected {genres}</source>
            <translation>neznámý žánr puzz.link {text}: očekáváno {genres}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>number {value} is too large for a puzz.link URL</source>
            <translation>číslo {value} je pro URL puzz.link příliš velké</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>not a puzz.link URL: expected {url_prefix}GENRE/COLS/ROWS/BODY</source>
            <translation>není to URL puzz.link: očekáváno {url_prefix}GENRE/COLS/ROWS/BODY</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>missing size or body: expected {url_prefix}{genre}/COLS/ROWS/BODY</source>
            <translation>chybí velikost nebo obsah: očekáváno {url_prefix}{genre}/COLS/ROWS/BODY</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>malformed {label} {text}</source>
            <translation>chybný údaj ({label}) {text}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>bad character {char} in a number</source>
            <translation>chybný znak {char} v čísle</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>{char} must be followed by {digits} hex digits</source>
            <translation>za {char} musí následovat {digits} šestnáctkové číslice</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>{char} must be followed by {digits} base-36 digits</source>
            <translation>za {char} musí následovat {digits} číslice v soustavě o základu 36</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>number {value} is too large for a puzz.link hitori</source>
            <translation>číslo {value} je pro hitori v puzz.link příliš velké</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>'.' is a '?' clue of unknown value, which is not supported</source>
            <translation>'.' je zadání '?' s neznámou hodnotou, které není podporováno</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <location filename="../../gridgames/formats/tatham.py" />
            <source>bad character {char}</source>
            <translation>chybný znak {char}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>'.' is an empty cell, but a hitori needs a number in each</source>
            <translation>'.' je prázdné pole, ale hitori potřebuje číslo v každém</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink.py" />
            <source>{char} is a '?' cell of unknown value, not supported</source>
            <translation>{char} je pole '?' s neznámou hodnotou, což není podporováno</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>'-' must be followed by 2 hex digits</source>
            <translation>za '-' musí následovat 2 šestnáctkové číslice</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>{char}: pzprjs reads no clue number above 255</source>
            <translation>{char}: pzprjs nečte čísla zadání nad 255</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>{label}: the clue {clue} does not fit in {length} cells</source>
            <translation>{label}: zadání {clue} se nevejde do {length} polí</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <location filename="../../gridgames/formats/tatham.py" />
            <source>clue {clue} does not fit in {length} cells</source>
            <translation>zadání {clue} se nevejde do {length} polí</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>too much data: only {area} clue cells</source>
            <translation>příliš mnoho dat: polí pro zadání je jen {area}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/puzzlink_nonogram.py" />
            <source>{label}: block {value} is out of range 1 to {length}</source>
            <translation>{label}: blok {value} je mimo rozsah 1 až {length}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>number of columns (C)</source>
            <translation>počet sloupců (C)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>missing the 'Dimensions' section</source>
            <translation>chybí oddíl 'Dimensions'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>'Dimensions' takes one line: WIDTH HEIGHT</source>
            <translation>'Dimensions' má jeden řádek: ŠÍŘKA VÝŠKA</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>number of rows (R)</source>
            <translation>počet řádků (R)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>missing the '{sign} n' line</source>
            <translation>chybí řádek '{sign} n'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>missing the '{name}' section</source>
            <translation>chybí oddíl '{name}'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>'{sign}' given twice</source>
            <translation>'{sign}' zadáno dvakrát</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>expected a line starting with R, C, r or c, got {sign}</source>
            <translation>očekáván řádek začínající R, C, r nebo c, nalezeno {sign}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>second '{name}' section</source>
            <translation>druhý oddíl '{name}'</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/seedformats.py" />
            <source>expected 'Dimensions' before anything else</source>
            <translation>očekáváno 'Dimensions' před vším ostatním</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>no encoding for a {variant} puzzle (only clue-bearing genres)</source>
            <translation>pro hádanku {variant} neexistuje kódování (jen žánry se zadáním)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>too many ':' separators: expected GAME:WxH:DESCRIPTION</source>
            <translation>příliš mnoho oddělovačů ':': očekáváno HRA:ŠxV:POPIS</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>{reason} at column {column}</source>
            <translation>{reason} na pozici {column}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>expected text, got {type}</source>
            <translation>očekáván text, zadáno {type}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>empty input</source>
            <translation>prázdný vstup</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>size {size}: width and height must be at least 1</source>
            <translation>velikost {size}: šířka i výška musí být aspoň 1</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>size {size} is too large: at most {max_side}x{max_side}</source>
            <translation>velikost {size} je příliš velká: nejvýše {max_side}x{max_side}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>number {value} is out of range 1 to {limit} for a {width}x{height} {kind}</source>
            <translation>číslo {value} je pro {kind} {width}x{height} mimo rozsah 1 až {limit}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>too much data: expected {area} cells, got {total}</source>
            <translation>příliš mnoho dat: očekáváno polí: {area}, zadáno: {total}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>not enough data: expected {area} cells, got {total}</source>
            <translation>málo dat: očekáváno polí: {area}, zadáno: {total}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>size {width}x{height} is outside 1x1 to 200x200</source>
            <translation>velikost {width}x{height} je mimo rozsah 1x1 až 200x200</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>this is a random seed (GAME:PARAMS#SEED), not a game ID; copy the game ID from Game &gt; Specific instead</source>
            <translation>toto je náhodné semínko (GAME:PARAMS#SEED), ne ID hry; zkopírujte místo něj ID hry z Game &gt; Specific</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>unknown game {game}: expected rect, singles, range or pattern</source>
            <translation>neznámá hra {game}: očekáváno rect, singles, range nebo pattern</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>not a Tatham game ID: expected GAME:WxH:DESCRIPTION</source>
            <translation>není to ID Tathamovy hry: očekáváno HRA:ŠxV:POPIS</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>malformed size {size}: expected WxH such as 7x7</source>
            <translation>chybná velikost {size}: očekáváno ŠxV, např. 7x7</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>expected {area} cells, got {got}</source>
            <translation>očekáváno polí: {area}, zadáno: {got}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>expected {lines} clue lines ({width} columns, then {height} rows), got {got}</source>
            <translation>očekáváno řádků zadání: {lines} ({width} sloupců, pak {height} řádků), zadáno: {got}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>the {label} clue {clue} does not fit in {length} cells</source>
            <translation>zadání ({label}) {clue} se nevejde do {length} polí</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>too little data in the pre-filled squares section</source>
            <translation>v oddílu předvyplněných polí je málo dat</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>Tatham's rect needs a board of at least 2 cells</source>
            <translation>Tathamova hra rect potřebuje desku aspoň o 2 polích</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>Tatham's range needs width + height - 1 &lt;= 127</source>
            <translation>Tathamova hra range vyžaduje šířka + výška - 1 &lt;= 127</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>Tatham's singles needs a board at least 2x2</source>
            <translation>Tathamova hra singles potřebuje desku aspoň 2x2</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>expected {width} column and {height} row clues</source>
            <translation>očekáváno {width} zadání sloupců a {height} zadání řádků</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>numbers do not form a {width}x{height} grid</source>
            <translation>čísla netvoří mřížku {width}x{height}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>this is a {name} ID, but a {expected} ID was expected</source>
            <translation>toto je ID hry {name}, ale očekáváno bylo ID hry {expected}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>missing description after {text}: expected GAME:WxH:DESC</source>
            <translation>za {text} chybí popis: očekáváno HRA:ŠxV:POPIS</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>no game name in front: write rect:, singles:, range: or pattern:</source>
            <translation>na začátku chybí název hry: napište rect:, singles:, range: nebo pattern:</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>bad character {char} in the {label} clue</source>
            <translation>chybný znak {char} v zadání ({label})</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>empty number in the {label} clue</source>
            <translation>prázdné číslo v zadání ({label})</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>0 inside the {label} clue (only a lone 0 means blank)</source>
            <translation>0 uvnitř zadání ({label}) (prázdnou řadu značí jen samotná 0)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>too much data in the pre-filled squares section</source>
            <translation>v oddílu předvyplněných polí je příliš mnoho dat</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>bad character {char} in the pre-filled squares section</source>
            <translation>chybný znak {char} v oddílu předvyplněných polí</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>Tatham's singles cannot write the number {value} (max 61)</source>
            <translation>Tathamova hra singles neumí zapsat číslo {value} (nejvýše 61)</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>clue {clue} lies outside the board</source>
            <translation>zadání {clue} leží mimo desku</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>hitori cell ({row}, {col}) has no number</source>
            <translation>pole hitori ({row}, {col}) nemá číslo</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/tatham.py" />
            <source>number {value} at ({row}, {col}) is out of range 1 to {limit}</source>
            <translation>číslo {value} na ({row}, {col}) je mimo rozsah 1 až {limit}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>no &lt;puzzle&gt; element: not a webpbn puzzle file</source>
            <translation>chybí prvek &lt;puzzle&gt;: není to soubor hádanky webpbn</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>only grid puzzles are supported, not type={kind}</source>
            <translation>podporovány jsou jen mřížkové hádanky, ne type={kind}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>{what} is refused in puzzle XML</source>
            <translation>{what} se v XML hádanky nepřijímá</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>an entity declaration</source>
            <translation>deklarace entity</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>the puzzle has neither clues nor a goal picture</source>
            <translation>hádanka nemá ani zadání, ani cílový obrázek</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>clues of type {name}: expected rows or columns</source>
            <translation>zadání typu {name}: očekáváno rows nebo columns</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>a second &lt;clues type={name}&gt;</source>
            <translation>druhý &lt;clues type={name}&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>multi-colour goal (characters {chars}): only black-and-white nonograms are supported</source>
            <translation>vícebarevný cíl (znaky {chars}): podporovány jsou jen černobílé malované křížovky</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>goal cells with several possible colours are not supported</source>
            <translation>pole cíle s více možnými barvami nejsou podporována</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>a DOCTYPE with an internal subset</source>
            <translation>DOCTYPE s vnitřní podmnožinou</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>the undefined entity &amp;{name};</source>
            <translation>nedefinovaná entita &amp;{name};</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>not well-formed XML: {message}</source>
            <translation>XML není správně utvořené: {message}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn.py" />
            <source>XML nested too deeply</source>
            <translation>XML je zanořené příliš hluboko</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>the background colour {background} is not declared</source>
            <translation>barva pozadí {background} není deklarována</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>a &lt;color&gt; needs both a name and a char</source>
            <translation>&lt;color&gt; potřebuje jméno i znak</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>colour {name} declared twice</source>
            <translation>barva {name} deklarována dvakrát</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>goal image: {char} is not the char of a declared colour</source>
            <translation>cílový obrázek: {char} není znakem deklarované barvy</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>{label}: colour {colour} is not declared ({known})</source>
            <translation>{label}: barva {colour} není deklarována ({known})</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_colour.py" />
            <source>{label}: a count in the background colour {colour}</source>
            <translation>{label}: počet v barvě pozadí {colour}</translation>
        </message>
        <message>
            <location filename="../../gridgames/formats/webpbn_write.py" />
            <source>webpbn XML reads clues of one colour as black and white: this colour puzzle would come back black and white</source>
            <translation>webpbn XML čte zadání v jedné barvě jako černobílé: tato barevná hádanka by se vrátila černobílá</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/design.py" />
            <source>Add numbers there, or press Make Unique.</source>
            <translation>Doplňte tam čísla nebo stiskněte Zajistit jednoznačnost.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>{cell} (impossible)</source>
            <translation>{cell} (nemožné)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells around {cell}</source>
            <extracomment>English singular: the cell around {cell}</extracomment>
            <translation>
                <numerusform>políčko u {cell}</numerusform>
                <numerusform>{count} políčka u {cell}</numerusform>
                <numerusform>{count} políček u {cell}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>{cell} shaded</source>
            <translation>{cell} začerněné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>{cell} white</source>
            <translation>{cell} bílé</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>shaded</source>
            <translation>začerněné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>white</source>
            <translation>bílé</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>undecided</source>
            <translation>nerozhodnuté</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells of {line}</source>
            <extracomment>English singular: the cell of {line}</extracomment>
            <translation>
                <numerusform>políčko v {line}</numerusform>
                <numerusform>{count} políčka v {line}</numerusform>
                <numerusform>{count} políček v {line}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the top-left corner</source>
            <extracomment>English singular: the cell in the top-left corner</extracomment>
            <translation>
                <numerusform>políčko v levém horním rohu</numerusform>
                <numerusform>{count} políčka v levém horním rohu</numerusform>
                <numerusform>{count} políček v levém horním rohu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the top-right corner</source>
            <extracomment>English singular: the cell in the top-right corner</extracomment>
            <translation>
                <numerusform>políčko v pravém horním rohu</numerusform>
                <numerusform>{count} políčka v pravém horním rohu</numerusform>
                <numerusform>{count} políček v pravém horním rohu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the bottom-left corner</source>
            <extracomment>English singular: the cell in the bottom-left corner</extracomment>
            <translation>
                <numerusform>políčko v levém dolním rohu</numerusform>
                <numerusform>{count} políčka v levém dolním rohu</numerusform>
                <numerusform>{count} políček v levém dolním rohu</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>the {count} cells in the bottom-right corner</source>
            <extracomment>English singular: the cell in the bottom-right corner</extracomment>
            <translation>
                <numerusform>políčko v pravém dolním rohu</numerusform>
                <numerusform>{count} políčka v pravém dolním rohu</numerusform>
                <numerusform>{count} políček v pravém dolním rohu</numerusform>
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
            <translation>ř. {row}, sl. {first}–{last}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/board.py" />
            <source>column {column}, rows {first}-{last}</source>
            <translation>sl. {column}, ř. {first}–{last}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>the connected-white rule</source>
            <translation>pravidlo propojených bílých polí</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>Shading {cell} would cut off {region}, so it stays white.</source>
            <translation>Začernění {cell} by odřízlo {region}, proto zůstává bílé.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>The shaded cells wall off {region} from the other white cells.</source>
            <translation>Začerněná políčka oddělují {region} od ostatních bílých políček.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/connectivity.py" />
            <source>Every cell is shaded.</source>
            <translation>Všechna políčka jsou začerněná.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/crossword.py" />
            <source>No legal grid keeps this design.</source>
            <translation>Žádná přípustná mřížka tento návrh nezachová.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>shaded as in the grid kept: no further cell can be shaded beside these</source>
            <translation>začerněno jako v ponechané mřížce: vedle těchto už nelze začernit žádné další pole</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>white as in the grid kept: shading it alone would give another legal grid</source>
            <translation>bílé jako v ponechané mřížce: jeho samotné začernění by dalo jinou platnou mřížku</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>not needed: the answer stays unique without it</source>
            <translation>není potřeba: řešení zůstane i bez něj jediné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>Change numbers there, or press Make Unique.</source>
            <translation>Změňte tam čísla nebo stiskněte Zajistit jednoznačnost.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>Shade cells there or keep them white, or press Make Unique.</source>
            <translation>Vybarvěte tam políčka nebo je nechte bílá, případně stiskněte Zajistit jednoznačnost.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>not needed, nor the cell opposite: one legal grid keeps the design without them, and it stays symmetric</source>
            <translation>není potřeba, ani políčko naproti: návrh bez nich dokončí jediná přípustná mřížka a zůstane souměrný</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>not needed: one legal grid keeps the design without it</source>
            <translation>není potřeba: i bez něj návrh zachovává jediná platná mřížka</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>sees {seen} cells in the answer kept; the other answer shades it</source>
            <translation>v ponechaném řešení vidí {seen} polí; druhé řešení ho začerňuje</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>sees {seen} cells in the answer kept; the other answer sees {other} there</source>
            <translation>v ponechaném řešení vidí {seen} polí; druhé řešení tam vidí {other}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/design.py" />
            <source>repeats the {value} at {cell}, which the other answer keeps white too</source>
            <translation>opakuje {value} na {cell}, které druhé řešení také nechává bílé</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/editing.py" />
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Hitori</source>
            <translation>Hitori</translation>
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
            <translation>Mřížka křížovky</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>Fill-grid</source>
            <translation>Začerňovačka</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>in Hitori, Kurodoko and free grids alike, left-click shades, right-click marks a cell white (a dot); the same click again clears it.</source>
            <translation>v Hitori, Kurodoko i volných mřížkách levé kliknutí políčko začerní, pravé ho označí jako bílé (tečkou); stejné kliknutí znovu ho vymaže.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>Fill with a Latin Square</source>
            <translation>Vyplnit latinským čtvercem</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/genre.py" />
            <source>free Fill-grid</source>
            <translation>volná začerňovačka</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/gg.py" />
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>the design</source>
            <translation>návrh</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/gg.py" />
            <source>a free fill-grid takes no numbers or other marks: its design uses '#' (shaded), 'o' (white) and '.' (undecided), not {shown}</source>
            <translation>volná začerňovačka nebere čísla ani jiné značky: její návrh používá '#' (černé), 'o' (bílé) a '.' (nerozhodnuté), ne {shown}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>the no-repeats rule</source>
            <translation>pravidlo neopakování</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>the sandwich rule</source>
            <translation>pravidlo sendviče</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>the pair rule</source>
            <translation>pravidlo dvojice</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <location filename="../../gridgames/games/problem.py" />
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>row {row}</source>
            <translation>ř. {row}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <location filename="../../gridgames/games/problem.py" />
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>column {column}</source>
            <translation>sl. {column}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>{Cell} is a white {number}, so the other {number}s in {line} are shaded.</source>
            <translation>{Cell} je bílé číslo {number}, takže ostatní čísla {number} v {line} jsou začerněná.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>{Line} has two white {number}s, at {first} and {second}.</source>
            <translation>{Line} má dvě bílá čísla {number}, na {first} a {second}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>{Cell} sits between two {number}s in {line}: shading it would leave both {number}s white, so it stays white.</source>
            <translation>{Cell} leží mezi dvěma čísly {number} v {line}: jeho začernění by nechalo obě čísla {number} bílá, proto zůstává bílé.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/hitori.py" />
            <source>The two {number}s side by side at {first} and {second} cannot both be shaded, so one of them is the white {number} of {line}: the {number} at {cell} is shaded.</source>
            <translation>Dvě sousední čísla {number} na {first} a {second} nemohou být obě začerněná, takže jedno z nich je bílé číslo {number} v {line}: číslo {number} na {cell} je začerněné.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>&lt;p&gt;Shade cells so that:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;no number appears twice among the unshaded cells of a row or column;&lt;/li&gt;
&lt;li&gt;no two shaded cells touch by a side;&lt;/li&gt;
&lt;li&gt;all unshaded cells stay connected, side by side.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: left-click shades; right-click circles a cell you know stays white; the
same click again clears it.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Začerněte políčka tak, aby:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;se mezi nezačerněnými políčky žádného řádku ani sloupce neopakovalo žádné číslo;&lt;/li&gt;
&lt;li&gt;se žádná dvě začerněná políčka nedotýkala stranou;&lt;/li&gt;
&lt;li&gt;všechna nezačerněná políčka zůstala propojená přes strany.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Zde&lt;/b&gt;: levé kliknutí políčko začerní; pravé zakroužkuje políčko, o kterém víte, že zůstane bílé; stejné kliknutí znovu ho vymaže.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Shade repeated numbers away, never two shaded cells side by side, and keep the white cells in one piece.</source>
            <translation>Začerněte opakovaná čísla, nikdy dvě začerněná políčka vedle sebe, a bílá políčka držte pohromadě.</translation>
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
            <translation>&lt;p&gt;Začerněte některá políčka tak, aby:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;každé číslo udávalo počet bílých políček, která vidí (včetně sebe) nahoru, dolů, doleva a doprava až k začerněnému políčku nebo okraji;&lt;/li&gt;
&lt;li&gt;políčka s čísly zůstala bílá;&lt;/li&gt;
&lt;li&gt;se žádná dvě začerněná políčka nedotýkala stranou;&lt;/li&gt;
&lt;li&gt;všechna bílá políčka zůstala propojená přes strany.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Zde&lt;/b&gt;: levé kliknutí políčko začerní; pravé ho označí jako bílé (tečkou).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Each number counts the white cells it sees in the four directions, itself included.</source>
            <translation>Každé číslo počítá bílá políčka, která vidí ve čtyřech směrech, včetně sebe.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>Fill-grid (free)</source>
            <translation>Začerňovačka (volná)</translation>
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
            <translation>&lt;p&gt;Volná mřížka nemá čísla: slouží k navrhování mřížek křížovek. Každé začernění je řešením, když:&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;se žádná dvě začerněná políčka nedotýkala stranou;&lt;/li&gt;
&lt;li&gt;všechna bílá políčka zůstala propojená přes strany.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Zde&lt;/b&gt;: začerněte černá pole své mřížky; Kontrola řekne, zda je přípustná. &lt;code&gt;gridgames count fillgrid WxH&lt;/code&gt; spočítá přípustné mřížky dané velikosti a &lt;code&gt;gridgames count FILE.gg&lt;/code&gt; ty, které doplní návrh uložený v souboru (&lt;code&gt;#&lt;/code&gt; zadané černé, &lt;code&gt;o&lt;/code&gt; zadané bílé, &lt;code&gt;.&lt;/code&gt; nerozhodnuté).&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/howto.py" />
            <source>A free grid has no clues to deduce from: shade cells so no two touch and the white cells stay in one piece.</source>
            <translation>Volná mřížka nemá žádné zadání, z něhož by se dalo vyvozovat: začerňujte políčka tak, aby se žádná dvě nedotýkala a bílá zůstala pohromadě.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>up</source>
            <translation>nahoru</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>left</source>
            <translation>doleva</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>right</source>
            <translation>doprava</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>down</source>
            <translation>dolů</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{count} cells</source>
            <extracomment>English singular: 1 cell</extracomment>
            <translation>
                <numerusform>{count} políčko</numerusform>
                <numerusform>{count} políčka</numerusform>
                <numerusform>{count} políček</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>the sight rule</source>
            <translation>pravidlo výhledu</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} sees at most {seen} without looking {look}, so it sees at least {need} looking {look}: {cells} are white.</source>
            <extracomment>English singular: {Clue} sees at most {seen} without looking {look}, so it sees at least {need} looking {look}: {cells} is white.</extracomment>
            <translation>
                <numerusform>{Clue} vidí bez pohledu {look} nejvýš {seen}, takže při pohledu {look} vidí aspoň {need}: {cells} je bílé.</numerusform>
                <numerusform>{Clue} vidí bez pohledu {look} nejvýš {seen}, takže při pohledu {look} vidí aspoň {need}: {cells} jsou bílá.</numerusform>
                <numerusform>{Clue} vidí bez pohledu {look} nejvýš {seen}, takže při pohledu {look} vidí aspoň {need}: {cells} jsou bílá.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} already sees {seen} without looking {look}, so it sees at most {allowed} looking {look}: {cell} is shaded.</source>
            <translation>{Clue} už bez pohledu {look} vidí {seen}, takže při pohledu {look} vidí nejvýš {allowed}: {cell} je začerněné.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} cannot see fewer than {seen} looking {look}: the other directions cannot make up the rest, so {cells} are white.</source>
            <extracomment>English singular: {Clue} cannot see fewer than {seen} looking {look}: the other directions cannot make up the rest, so {cells} is white.</extracomment>
            <translation>
                <numerusform>{Clue} nemůže při pohledu {look} vidět méně než {seen}: ostatní směry zbytek nedoplní, takže {cells} je bílé.</numerusform>
                <numerusform>{Clue} nemůže při pohledu {look} vidět méně než {seen}: ostatní směry zbytek nedoplní, takže {cells} jsou bílá.</numerusform>
                <numerusform>{Clue} nemůže při pohledu {look} vidět méně než {seen}: ostatní směry zbytek nedoplní, takže {cells} jsou bílá.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} can only see {seen} looking {look} (white cells leave no other count that adds up), so {cell} is shaded.</source>
            <translation>{Clue} může při pohledu {look} vidět jen {seen} (bílá políčka nedovolí žádný jiný součet), takže {cell} je začerněné.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} can see at most {seen}.</source>
            <translation>{Clue} může vidět nejvýš {seen}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>the {number} at {cell}</source>
            <translation>{number} na {cell}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/kurodoko.py" />
            <source>{Clue} already sees {seen}.</source>
            <translation>{Clue} už vidí {seen}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>{number} is left unshaded {times} times in {line}</source>
            <extracomment>English singular: {number} is left unshaded {times} time in {line}</extracomment>
            <translation>
                <numerusform>číslo {number} zůstává nezačerněné {times}× v {line}</numerusform>
                <numerusform>číslo {number} zůstává nezačerněné {times}× v {line}</numerusform>
                <numerusform>číslo {number} zůstává nezačerněné {times}× v {line}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>{count} unshaded cells near {cell} are cut off</source>
            <extracomment>English singular: 1 unshaded cell near {cell} is cut off</extracomment>
            <translation>
                <numerusform>{count} nezačerněné políčko u {cell} je odříznuté</numerusform>
                <numerusform>{count} nezačerněná políčka u {cell} jsou odříznutá</numerusform>
                <numerusform>{count} nezačerněných políček u {cell} je odříznuto</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>the {number} at {cell} already sees {seen}</source>
            <translation>{number} na {cell} už vidí {seen}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>the {number} at {cell} can see at most {seen}</source>
            <translation>{number} na {cell} vidí nejvýš {seen}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/play.py" />
            <source>shaded cells touch at {cell} and {other}</source>
            <translation>začerněná políčka se dotýkají na {cell} a {other}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/rules.py" />
            <source>the no-touch rule</source>
            <translation>pravidlo nedotýkání</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/rules.py" />
            <source>{Cell} is shaded, so the cells beside it stay white: shaded cells never touch.</source>
            <translation>{Cell} je začerněné, takže sousední políčka zůstávají bílá: začerněná políčka se nikdy nedotýkají.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/rules.py" />
            <source>{Cell} and {other} are both shaded and touch.</source>
            <translation>{Cell} a {other} jsou obě začerněná a dotýkají se.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>the grid</source>
            <translation>mřížka</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>a free fill-grid takes no numbers ({number} at {cell})</source>
            <translation>volná mřížka nemá čísla ({number} na {cell})</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>kurodoko number {number} at {cell} can never be seen: a cell sees 1 to {most} cells (width + height - 1)</source>
            <translation>číslo {number} na {cell} v Kurodoko nelze nikdy vidět: políčko vidí 1 až {most} políček (šířka + výška − 1)</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the answer</source>
            <translation>řešení</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>hitori cell at {cell} has no number</source>
            <translation>políčko Hitori na {cell} nemá číslo</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>hitori number {number} at {cell} is outside 1..{top} (1 to max(width, height))</source>
            <translation>číslo Hitori {number} na {cell} je mimo 1..{top} (1 až max(šířka, výška))</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>unknown fill-grid variant {variant} ({variants})</source>
            <translation>neznámá varianta začerňovačky {variant} ({variants})</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/fillgrid/validate.py" />
            <source>a {variant} fill-grid has no design</source>
            <translation>začerňovačka {variant} nemá návrh</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>easy</source>
            <translation>lehká</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>medium</source>
            <translation>střední</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>hard</source>
            <translation>těžká</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/genre.py" />
            <source>expert</source>
            <translation>expertní</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/colour_editing.py" />
            <source>Colour nonogram, {count} colours</source>
            <extracomment>English singular: Colour nonogram, 1 colour</extracomment>
            <translation>
                <numerusform>Barevná malovaná křížovka, {count} barva</numerusform>
                <numerusform>Barevná malovaná křížovka, {count} barvy</numerusform>
                <numerusform>Barevná malovaná křížovka, {count} barev</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>a colour nonogram needs a 'palette:' section (background first)</source>
            <translation>barevná malovaná křížovka potřebuje oddíl 'palette:' (pozadí první)</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>{what}: {token} is not a number with a colour character</source>
            <translation>{what}: {token} není číslo se znakem barvy</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>{what}: block lengths must be positive</source>
            <translation>{what}: délky bloků musí být kladné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>{what}: colour {char} is not in the palette ({known})</source>
            <translation>{what}: barva {char} není v paletě ({known})</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>{what}: a number without a colour is not in the palette ({known})</source>
            <translation>{what}: číslo bez barvy v paletě není ({known})</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>a palette line is '&lt;character&gt; &lt;name&gt; [#rrggbb]'</source>
            <translation>řádek palety má tvar '&lt;character&gt; &lt;name&gt; [#rrggbb]'</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_gg.py" />
            <source>the answer: {char} is not a colour of the palette</source>
            <translation>řešení: {char} není barva z palety</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <source>{some} or {last}</source>
            <translation>{some} nebo {last}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <location filename="../../gridgames/games/nonogram/order.py" />
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>the line rule</source>
            <translation>pravidlo řady</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>impossible</source>
            <translation>nemožné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>{cell} {value}</source>
            <translation>{cell} {value}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>empty</source>
            <translation>prázdné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <source>{line}: every arrangement that fits makes {cells} {colour}.</source>
            <translation>{line}: každé rozmístění, které se vejde, obarví {cells} barvou {colour}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_rules.py" />
            <source>{line}: {cells} can only be {values}.</source>
            <translation>{line}: {cells} může být jen {values}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>column {number} clue needs {cells} cells but the column has {length}</source>
            <translation>zadání sloupce {number} potřebuje {cells} polí, ale sloupec jich má {length}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>row {number} clue needs {cells} cells but the row has {length}</source>
            <translation>zadání řádku {number} potřebuje {cells} polí, ale řádek jich má {length}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>the picture</source>
            <translation>obrázek</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>a colour puzzle needs a background and at least one colour</source>
            <translation>barevná hádanka potřebuje pozadí a aspoň jednu barvu</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>{colours} colours: at most {limit} are supported</source>
            <translation>barev: {colours}; podporováno je nejvýše {limit}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>colour {colour}: its character must be one letter or symbol, not {char}</source>
            <translation>barva {colour}: její znak musí být jedno písmeno nebo symbol, ne {char}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>colour {colour}: '.' is the background's character</source>
            <translation>barva {colour}: '.' je znak pozadí</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>colour name {colour} is empty, has a space or is given twice</source>
            <translation>jméno barvy {colour} je prázdné, obsahuje mezeru nebo je zadáno dvakrát</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>colour character {char} is given twice</source>
            <translation>znak barvy {char} je zadán dvakrát</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>{clue}: {numbers} numbers but {colours} colours</source>
            <translation>{clue}: čísel je {numbers}, ale barev {colours}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>{clue}: block lengths must be positive</source>
            <translation>{clue}: délky bloků musí být kladné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>{clue}: colour {colour} is not in the palette</source>
            <translation>{clue}: barva {colour} není v paletě</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>the row clues paint {by_rows} {colour} cells but the column clues paint {by_columns}</source>
            <translation>zadání řádků barví {by_rows} polí barvou {colour}, ale zadání sloupců {by_columns}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/colour_validate.py" />
            <source>the picture: row {row} uses a colour not in the palette</source>
            <translation>obrázek: řádek {row} používá barvu, která není v paletě</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} {new} instead of {old}: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell} {new} místo {old}: zadání jeho řádku a sloupce se změní a druhé řešení už jim neodpovídá</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>Change the picture there, or press Make Unique.</source>
            <translation>Změňte tam obrázek nebo stiskněte Zajistit jednoznačnost.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} empty instead of filled: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell} prázdné místo vybarveného: zadání jeho řádku a sloupce se změní a druhé řešení už jim neodpovídá</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} empty instead of {old}: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell} prázdné místo {old}: zadání jeho řádku a sloupce se změní a druhé řešení už jim neodpovídá</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} {new} instead of empty: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell} {new} místo prázdného: zadání jeho řádku a sloupce se změní a druhé řešení už jim neodpovídá</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/design.py" />
            <source>{cell} filled instead of empty: the clues of its row and column change, and the other answer no longer fits them</source>
            <translation>{cell} vybarvené místo prázdného: zadání jeho řádku a sloupce se změní a druhé řešení už jim neodpovídá</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <location filename="../../gridgames/games/nonogram/howto.py" />
            <source>Nonogram</source>
            <translation>Malovaná křížovka</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>Colour nonogram</source>
            <translation>Barevná malovaná křížovka</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <source>the picture is not {width}x{height}</source>
            <translation>obrázek nemá rozměr {width}x{height}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/editing.py" />
            <source>the picture holds something other than its puzzle's cells</source>
            <translation>obrázek obsahuje něco jiného než pole své úlohy</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>filled</source>
            <translation>vyplněné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>left-drag fills, right-drag crosses; starting on a cell that already has that mark clears instead. A drag stays in its row or column. Colour puzzles: left-drag paints the colour chosen in the palette over the board (click a swatch, press 1-9, or turn the wheel over the grid; 0 or the last swatch makes it the background cross). Shift+left-drag (or Shift+Space) notes that cells are not the chosen colour, a small cross of that colour in the cell; from a cell with that note it takes it off. Hints, checks and the solver keep to the notes; a cell noted not to be any colour is crossed.</source>
            <translation>tažení levým tlačítkem vyplňuje, pravým přeškrtává; začnete-li na políčku, které už tuto značku má, tažení ji maže. Tažení zůstává ve svém řádku či sloupci. Barevné úlohy: tažení levým tlačítkem maluje barvou zvolenou v paletě nad mřížkou (klepněte na vzorek, stiskněte 1–9 nebo otočte kolečkem nad mřížkou; 0 nebo poslední vzorek zvolí křížek pozadí). Shift+tažení levým tlačítkem (nebo Shift+mezerník) poznamená, že políčka nemají zvolenou barvu: malý křížek té barvy v políčku; začnete-li na políčku s touto poznámkou, tažení ji odebere. Nápovědy, kontroly i řešitel se poznámkami řídí; políčko, které podle poznámek nemůže mít žádnou barvu, se přeškrtne.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>mono Nonogram</source>
            <translation>černobílá malovaná křížovka</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/genre.py" />
            <source>colour Nonogram</source>
            <translation>barevná malovaná křížovka</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/gg.py" />
            <source>missing '{name}:' section</source>
            <translation>chybí oddíl '{name}:'</translation>
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
            <translation>&lt;p&gt;Vyplňováním políček odhalte obrázek.&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;Čísla vedle řádku jsou délky jeho souvislých úseků vyplněných políček, v pořadí zleva doprava; nad sloupcem shora dolů.&lt;/li&gt;
&lt;li&gt;Úseky odděluje nejméně jedno prázdné políčko.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Zde&lt;/b&gt;: tažení levým tlačítkem vyplňuje, pravým přeškrtne políčko, o kterém víte, že je prázdné. Číslo zadání se odškrtne, jakmile úsek ohraničený křížky (nebo okrajem) může být jen tímto číslem; Hraní &amp;gt; Odškrtávat hotové řádky přeškrtne zbytek řádku, který dokončíte.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/howto.py" />
            <source>The numbers are the runs of filled cells in each row and column, in order.</source>
            <translation>Čísla udávají úseky vyplněných políček v každém řádku a sloupci, v pořadí.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play.py" />
            <source>column {number} can no longer match its clue {clue}</source>
            <translation>sloupec {number} už nemůže odpovídat zadání {clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play.py" />
            <source>row {number} can no longer match its clue {clue}</source>
            <translation>řádek {number} už nemůže odpovídat zadání {clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play_colour.py" />
            <source>{cell}: mark 1 is no colour of a colour board</source>
            <translation>{cell}: značka 1 není barva barevné desky</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/play_colour.py" />
            <source>{cell}: mark {mark} is no mark of this board</source>
            <translation>{cell}: značka {mark} na této desce není</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>first</source>
            <translation>první</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>second</source>
            <translation>druhý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>third</source>
            <translation>třetí</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>fourth</source>
            <translation>čtvrtý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>fifth</source>
            <translation>pátý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>sixth</source>
            <translation>šestý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>seventh</source>
            <translation>sedmý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>eighth</source>
            <translation>osmý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>ninth</source>
            <translation>devátý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>tenth</source>
            <translation>desátý</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}rd</source>
            <translation>{number}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>Column {number} ({clue})</source>
            <translation>Sloupec {number} ({clue})</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>columns {cells}</source>
            <extracomment>English singular: column {cells}</extracomment>
            <translation>
                <numerusform>sl. {cells}</numerusform>
                <numerusform>sl. {cells}</numerusform>
                <numerusform>sl. {cells}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {cells} stay empty: no block can reach them.</source>
            <extracomment>English singular: {line}: {cells} stays empty: no block can reach it.</extracomment>
            <translation>
                <numerusform>{line}: {cells} zůstává prázdný: žádný blok tam nedosáhne.</numerusform>
                <numerusform>{line}: {cells} zůstávají prázdné: žádný blok tam nedosáhne.</numerusform>
                <numerusform>{line}: {cells} zůstávají prázdné: žádný blok tam nedosáhne.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}th</source>
            <translation>{number}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}st</source>
            <translation>{number}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{number}nd</source>
            <translation>{number}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>Row {number} ({clue})</source>
            <translation>Řádek {number} ({clue})</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>rows {cells}</source>
            <extracomment>English singular: row {cells}</extracomment>
            <translation>
                <numerusform>ř. {cells}</numerusform>
                <numerusform>ř. {cells}</numerusform>
                <numerusform>ř. {cells}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {cells} stay empty: every block is placed.</source>
            <extracomment>English singular: {line}: {cells} stays empty: every block is placed.</extracomment>
            <translation>
                <numerusform>{line}: {cells} zůstává prázdný: všechny bloky jsou umístěné.</numerusform>
                <numerusform>{line}: {cells} zůstávají prázdné: všechny bloky jsou umístěné.</numerusform>
                <numerusform>{line}: {cells} zůstávají prázdné: všechny bloky jsou umístěné.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: no arrangement of its blocks fits</source>
            <translation>{line}: žádné rozmístění jeho bloků se nevejde</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>the {length}</source>
            <translation>blok {length}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>the {nth} {length}</source>
            <translation>{nth} blok {length}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: every arrangement of the blocks that fits fills {cells}.</source>
            <translation>{line}: každé rozmístění bloků, které se vejde, vyplní {cells}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {block} fits only at {cells}.</source>
            <translation>{line}: {block} se vejde jen na {cells}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/rules.py" />
            <source>{line}: {block} must cover {cells} wherever it sits.</source>
            <translation>{line}: {block} musí pokrýt {cells}, ať leží kdekoli.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>the summing rule</source>
            <translation>pravidlo součtů</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the columns can put no more there, so every column puts the most it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the columns can put no more there, so every column puts the most it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>Počítání: {lines} má celkem {cells} a sloupce tam víc dát nemohou, takže každý sloupec dá nejvíc, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a sloupce tam víc dát nemohou, takže každý sloupec dá nejvíc, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a sloupce tam víc dát nemohou, takže každý sloupec dá nejvíc, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{count} filled cells</source>
            <extracomment>English singular: 1 filled cell</extracomment>
            <translation>
                <numerusform>{count} vyplněné políčko</numerusform>
                <numerusform>{count} vyplněná políčka</numerusform>
                <numerusform>{count} vyplněných políček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the columns put at most {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the columns put at most {amount} there</extracomment>
            <translation>
                <numerusform>{lines} má {cells}, ale sloupce tam dají nejvýš {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale sloupce tam dají nejvýš {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale sloupce tam dají nejvýš {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the rows can put no fewer there, so every row puts the fewest it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the rows can put no fewer there, so every row puts the fewest it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>Počítání: {lines} má celkem {cells} a řádky tam méně dát nemohou, takže každý řádek dá nejméně, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a řádky tam méně dát nemohou, takže každý řádek dá nejméně, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a řádky tam méně dát nemohou, takže každý řádek dá nejméně, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the columns can put no fewer there, so every column puts the fewest it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the columns can put no fewer there, so every column puts the fewest it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>Počítání: {lines} má celkem {cells} a sloupce tam méně dát nemohou, takže každý sloupec dá nejméně, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a sloupce tam méně dát nemohou, takže každý sloupec dá nejméně, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a sloupce tam méně dát nemohou, takže každý sloupec dá nejméně, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>Counting: {lines} hold {cells} in all, and the rows can put no more there, so every row puts the most it can: that settles cells of {changed}.</source>
            <extracomment>English singular: Counting: {lines} holds {cells} in all, and the rows can put no more there, so every row puts the most it can: that settles cells of {changed}.</extracomment>
            <translation>
                <numerusform>Počítání: {lines} má celkem {cells} a řádky tam víc dát nemohou, takže každý řádek dá nejvíc, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a řádky tam víc dát nemohou, takže každý řádek dá nejvíc, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
                <numerusform>Počítání: {lines} mají celkem {cells} a řádky tam víc dát nemohou, takže každý řádek dá nejvíc, kolik může: tím se rozhodnou políčka v {changed}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the columns put at least {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the columns put at least {amount} there</extracomment>
            <translation>
                <numerusform>{lines} má {cells}, ale sloupce tam dají nejméně {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale sloupce tam dají nejméně {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale sloupce tam dají nejméně {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the rows put at most {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the rows put at most {amount} there</extracomment>
            <translation>
                <numerusform>{lines} má {cells}, ale řádky tam dají nejvýš {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale řádky tam dají nejvýš {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale řádky tam dají nejvýš {amount}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/nonogram/summing.py" />
            <source>{lines} hold {cells}, but the rows put at least {amount} there</source>
            <extracomment>English singular: {lines} holds {cells}, but the rows put at least {amount} there</extracomment>
            <translation>
                <numerusform>{lines} má {cells}, ale řádky tam dají nejméně {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale řádky tam dají nejméně {amount}</numerusform>
                <numerusform>{lines} mají {cells}, ale řádky tam dají nejméně {amount}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>column {number} clue {clue}: block lengths must be positive</source>
            <translation>zadání sloupce {number} {clue}: délky bloků musí být kladné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>column {number} clue {clue} needs {cells} cells but the column has {length}</source>
            <translation>zadání sloupce {number} {clue} potřebuje políček: {cells}, ale sloupec jich má {length}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>row {number} clue {clue}: block lengths must be positive</source>
            <translation>zadání řádku {number} {clue}: délky bloků musí být kladné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>row {number} clue {clue} needs {cells} cells but the row has {length}</source>
            <translation>zadání řádku {number} {clue} potřebuje políček: {cells}, ale řádek jich má {length}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/nonogram/validate.py" />
            <source>the row clues fill {rows} cells but the column clues fill {columns}</source>
            <translation>zadání řádků vyplní políček: {rows}, ale zadání sloupců: {columns}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>a move record is a JSON object, not {type}</source>
            <translation>záznam tahu je objekt JSON, ne {type}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>{name} of a move record must be a list</source>
            <translation>{name} záznamu tahu musí být seznam</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>expected a list of {count} numbers, got {item}</source>
            <translation>očekáván seznam {count} čísel, zadáno {item}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>{value} is not in 0..{high} in {item}</source>
            <translation>{value} v {item} není v rozsahu 0..{high}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/play.py" />
            <source>{cell} cannot be marked</source>
            <translation>{cell} nelze označit</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>row {row}, column {column}</source>
            <translation>ř. {row}, sl. {column}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>column {number} clue</source>
            <translation>zadání sloupce {number}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/problem.py" />
            <source>expected {count} column clues, got {got}</source>
            <extracomment>English singular: expected {count} column clue, got {got}</extracomment>
            <translation>
                <numerusform>očekáváno {count} zadání sloupce, zadáno {got}</numerusform>
                <numerusform>očekávána {count} zadání sloupců, zadáno {got}</numerusform>
                <numerusform>očekáváno {count} zadání sloupců, zadáno {got}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>the {height}x{width} rectangle at {cell}</source>
            <translation>obdélník {height}×{width} na {cell}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>row {number} clue</source>
            <translation>zadání řádku {number}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/problem.py" />
            <source>expected {count} row clues, got {got}</source>
            <extracomment>English singular: expected {count} row clue, got {got}</extracomment>
            <translation>
                <numerusform>očekáváno {count} zadání řádku, zadáno {got}</numerusform>
                <numerusform>očekávána {count} zadání řádků, zadáno {got}</numerusform>
                <numerusform>očekáváno {count} zadání řádků, zadáno {got}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>board size {width}x{height} is out of range: width and height must be 1 to {max_side}</source>
            <translation>velikost desky {width}x{height} je mimo rozsah: šířka i výška musí být 1 až {max_side}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/problem.py" />
            <source>{what}: row {row} has {cells} cells, expected {width}</source>
            <translation>{what}: řádek {row} má {cells} polí, očekáváno {width}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/design.py" />
            <source>the {value} moves from {cell} within its rectangle, out of the {height}x{width} the other answer gives it</source>
            <translation>{value} se přesune z {cell} v rámci svého obdélníku, ven z obdélníku {height}×{width}, který mu dává druhé řešení</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/design.py" />
            <source>the {value}'s rectangle is cut in two: {height}x{width} keeps the number, {height2}x{width2} gets a {area}</source>
            <translation>obdélník čísla {value} se rozdělí na dva: {height}×{width} si číslo ponechá, {height2}×{width2} dostane {area}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/editing.py" />
            <location filename="../../gridgames/games/shikaku/genre.py" />
            <location filename="../../gridgames/games/shikaku/howto.py" />
            <source>Shikaku</source>
            <translation>Shikaku</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/editing.py" />
            <source>{kept} is no rectangle</source>
            <translation>{kept} není obdélník</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/editing.py" />
            <source>{kept} is not inside the board</source>
            <translation>{kept} není uvnitř desky</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/genre.py" />
            <source>drag from corner to corner to draw a rectangle (it replaces what it overlaps). Click inside a rectangle, or right-click, to remove it.</source>
            <translation>tažením z rohu do rohu nakreslíte obdélník (nahradí to, co překrývá). Kliknutím dovnitř obdélníku nebo pravým kliknutím ho odstraníte.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the board</source>
            <translation>deska</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the answer: the cells marked {token} do not form a rectangle</source>
            <translation>řešení: pole označená {token} netvoří obdélník</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the answer: rectangle {token} holds {count} clues, it must hold one</source>
            <translation>řešení: obdélník {token} obsahuje {count} čísel, musí obsahovat jedno</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/gg.py" />
            <source>the answer: rectangle {token} has {cells} cells but its clue is {clue}</source>
            <translation>řešení: obdélník {token} má {cells} polí, ale jeho číslo je {clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/howto.py" />
            <source>&lt;p&gt;Divide the grid into rectangles (squares count too).&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;Every rectangle holds exactly one number.&lt;/li&gt;
&lt;li&gt;That number is the rectangle's area: how many cells it covers.&lt;/li&gt;
&lt;li&gt;Every cell belongs to exactly one rectangle.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Here&lt;/b&gt;: drag from corner to corner to draw a rectangle; click inside one (or
right-click) to remove it. A rectangle that is right is tinted.&lt;/p&gt;</source>
            <translation>&lt;p&gt;Rozdělte mřížku na obdélníky (čtverce se počítají také).&lt;/p&gt;
&lt;ul&gt;&lt;li&gt;Každý obdélník obsahuje právě jedno číslo.&lt;/li&gt;
&lt;li&gt;Toto číslo je obsah obdélníku: kolik políček pokrývá.&lt;/li&gt;
&lt;li&gt;Každé políčko patří právě jednomu obdélníku.&lt;/li&gt;&lt;/ul&gt;
&lt;p&gt;&lt;b&gt;Zde&lt;/b&gt;: tažením z rohu do rohu nakreslíte obdélník; kliknutím dovnitř (nebo pravým kliknutím) ho odstraníte. Správný obdélník je podbarvený.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/howto.py" />
            <source>Each number is the area of the one rectangle that holds it.</source>
            <translation>Každé číslo je obsah toho jediného obdélníku, který ho obsahuje.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>{rectangle} holds two or more numbers</source>
            <translation>{rectangle} obsahuje dvě nebo více čísel</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>{rectangle} has {count} cells but its number is {number}</source>
            <extracomment>English singular: {rectangle} has 1 cell but its number is {number}</extracomment>
            <translation>
                <numerusform>{rectangle} má {count} políčko, ale jeho číslo je {number}</numerusform>
                <numerusform>{rectangle} má {count} políčka, ale jeho číslo je {number}</numerusform>
                <numerusform>{rectangle} má {count} políček, ale jeho číslo je {number}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>{rectangle} holds no number</source>
            <translation>{rectangle} neobsahuje žádné číslo</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>an empty rectangle in {item}</source>
            <translation>prázdný obdélník v {item}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/play.py" />
            <source>the rectangle {item} leaves the {width}x{height} board</source>
            <translation>obdélník {item} přesahuje desku {width}x{height}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{rows}, {columns}</source>
            <translation>{rows}, {columns}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>the coverage rule</source>
            <translation>pravidlo pokrytí</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>rows {first}-{last}</source>
            <translation>ř. {first}–{last}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>columns {first}-{last}</source>
            <translation>sl. {first}–{last}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{clue} takes one of {count} places</source>
            <extracomment>English singular: {clue} takes one of {count} place</extracomment>
            <translation>
                <numerusform>{clue} zabírá jedno z {count} míst</numerusform>
                <numerusform>{clue} zabírá jedno z {count} míst</numerusform>
                <numerusform>{clue} zabírá jedno z {count} míst</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>Every place left for {owner} covers {cell}, so {clue} cannot take it.</source>
            <translation>Každé zbývající místo pro {owner} pokrývá {cell}, takže {clue} ho zabrat nemůže.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{clue} (no place fits)</source>
            <translation>{clue} (žádné místo nevyhovuje)</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{clue} takes {span}</source>
            <translation>{clue} zabírá {span}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{Clue} must cover {cell}: no other number reaches it.</source>
            <translation>{Clue} musí pokrýt {cell}: žádné jiné číslo tam nedosáhne.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>{Clue} and {other} both need {cell}.</source>
            <translation>{Clue} i {other} potřebují {cell}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>No number can reach {cell}.</source>
            <translation>Žádné číslo nedosáhne na {cell}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/rules.py" />
            <source>No place is left for {clue}.</source>
            <translation>Pro {clue} nezbývá žádné místo.</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the rectangle for clue {clue} at {cell}</source>
            <translation>obdélník pro číslo {clue} na {cell}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the board has no clues at all</source>
            <translation>mřížka nemá vůbec žádná čísla</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the answer has {rectangles} rectangles but there are {clues} clues</source>
            <translation>řešení má {rectangles} obdélníků, ale čísel je {clues}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the answer's rectangles do not cover the board</source>
            <translation>obdélníky řešení nepokrývají desku</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>the clues add up to {total} but the {width}x{height} board has {area} cells</source>
            <translation>čísla dávají součet {total}, ale mřížka {width}×{height} má políček: {area}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell} is off the board</source>
            <translation>číslo {number} na {cell} leží mimo mřížku</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>{name} is not on the board</source>
            <translation>{name} není na desce</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>{name} ({height}x{width} at {cell}) does not hold that clue with that area</source>
            <translation>{name} ({height}×{width} na {cell}) neobsahuje toto číslo s touto plochou</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>two clues at {cell}</source>
            <translation>dvě čísla na {cell}</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>{name} overlaps another at {cell}</source>
            <translation>{name} se na {cell} překrývá s jiným</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell} must be a positive number</source>
            <translation>číslo {number} na {cell} musí být kladné</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell} is larger than the board ({width}x{height} = {area} cells)</source>
            <translation>číslo {number} na {cell} je větší než mřížka ({width}×{height} = {area} políček)</translation>
        </message>
        <message>
            <location filename="../../gridgames/games/shikaku/validate.py" />
            <source>clue {number} at {cell}: no rectangle of area {number} fits on a {width}x{height} board</source>
            <translation>číslo {number} na {cell}: do mřížky {width}×{height} se nevejde žádný obdélník s obsahem {number}</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>A {grade} {kind} can be at most {side}×{side}: bigger ones take minutes to make.</source>
            <translation>{Kind} s obtížností „{grade}“ může mít nejvýš {side}×{side}: větší se vyrábí celé minuty.</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>{kind} puzzles are graded up to {top}: the generator finds no {grade} ones.</source>
            <translation>Úlohy {kind} mají obtížnost nejvýš {top}: generátor úlohy s obtížností {grade} nenajde.</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>A {grade} {kind} needs at least {side}×{side}: a smaller board leaves no room for the techniques {grade} means.</source>
            <translation>{Kind} s obtížností „{grade}“ potřebuje aspoň {side}×{side}: menší mřížka nedá prostor technikám, které obtížnost „{grade}“ vyžaduje.</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>An {grade} {kind} can be at most {side}×{side}: bigger ones take minutes to make.</source>
            <translation>{Kind} s obtížností „{grade}“ může mít nejvýš {side}×{side}: větší se vyrábí celé minuty.</translation>
        </message>
        <message>
            <location filename="../../gridgames/generators.py" />
            <source>An {grade} {kind} needs at least {side}×{side}: a smaller board leaves no room for the techniques {grade} means.</source>
            <translation>{Kind} s obtížností „{grade}“ potřebuje aspoň {side}×{side}: menší mřížka nedá prostor technikám, které obtížnost „{grade}“ vyžaduje.</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/builtin.py" />
            <source>no such built-in pack</source>
            <translation>takový vestavěný balíček neexistuje</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>no puzzles: list them as [[puzzle]] tables with file = ...</source>
            <translation>žádné hádanky: uveďte je jako tabulky [[puzzle]] s file = ...</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>'puzzle' must be [[puzzle]] tables</source>
            <translation>'puzzle' musí být tabulky [[puzzle]]</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>no puzzles: the [[puzzle]] list is empty</source>
            <translation>žádné hádanky: seznam [[puzzle]] je prázdný</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>more than {limit} puzzles in one pack</source>
            <translation>víc než {limit} hádanek v jednom balíčku</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{where}: no title; using {title}</source>
            <translation>{where}: bez názvu; použije se {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{what} must be text in quotes</source>
            <translation>{what} musí být text v uvozovkách</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{what} is empty</source>
            <translation>{what} je prázdné</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{what} must be a whole number of at least {least}</source>
            <translation>{what} musí být celé číslo aspoň {least}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>not valid TOML: {message}</source>
            <translation>neplatný TOML: {message}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>not valid TOML: {error}</source>
            <translation>neplatný TOML: {error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{where}: unknown key {key} ignored</source>
            <translation>{where}: neznámý klíč {key} se přeskakuje</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{raw_key} repeats {key} under another spelling</source>
            <translation>{raw_key} opakuje {key} v jiném zápisu</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number} has no file = ...</source>
            <translation>hádanka {number} nemá file = ...</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{what}: {reason}</source>
            <translation>{what}: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>pack format {version} is newer than this version of Grid Games reads (format {format}): please update</source>
            <translation>formát balíčku {version} je novější, než tato verze Grid Games umí číst (formát {format}): aktualizujte prosím</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>{where}: puzzle {number}: unknown key {key} ignored</source>
            <translation>{where}: hádanka {number}: neznámý klíč {key} se přeskakuje</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: index</source>
            <translation>hádanka {number}: index</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>id: use letters, digits, '.', '_' and '-' (at most 64)</source>
            <translation>id: použijte písmena, číslice, '.', '_' a '-' (nejvýše 64)</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: {key}</source>
            <translation>hádanka {number}: {key}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: difficulty {grade} is not one of {grades}</source>
            <translation>hádanka {number}: obtížnost {grade} není žádná z {grades}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: file</source>
            <translation>hádanka {number}: file</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/manifest.py" />
            <source>puzzle {number}: difficulty</source>
            <translation>hádanka {number}: difficulty</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>My puzzles</source>
            <translation>Moje úlohy</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>Every puzzle you made, generated, pasted or opened, newest first.</source>
            <translation>Každá úloha, kterou jste vytvořili, vygenerovali, vložili nebo otevřeli, od nejnovější.</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>the puzzle would not open again as it was</source>
            <translation>hádanka by se znovu neotevřela tak, jak byla</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>damaged ({reason}): set aside and rebuilt from the puzzle files, none lost</source>
            <translation>poškozeno ({reason}): odloženo stranou a znovu sestaveno ze souborů s úlohami, nic se neztratilo</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/mine.py" />
            <source>damaged ({reason}): rebuilt from the puzzle files, none lost</source>
            <translation>poškozeno ({reason}): znovu sestaveno ze souborů s úlohami, nic se neztratilo</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>{said} (line {line})</source>
            <translation>{said} (řádek {line})</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>no puzzle with key {entry} in this pack</source>
            <translation>v tomto balíčku není hádanka s klíčem {entry}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>no {manifest} and no puzzle files ({kinds}) in it: not a puzzle pack</source>
            <translation>není v něm {manifest} ani soubory s hádankami ({kinds}): není to balíček hádanek</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>licence_file: {reason}</source>
            <translation>licence_file: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>puzzle {number}: {file} is already puzzle {earlier}</source>
            <translation>hádanka {number}: {file} už je hádankou {earlier}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>puzzle {number}: index {index}, but {file} holds {count}</source>
            <translation>hádanka {number}: index {index}, ale {file} jich obsahuje {count}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/pack.py" />
            <source>puzzle {number}: the title {title} is already puzzle {earlier}'s</source>
            <translation>hádanka {number}: název {title} už má hádanka {earlier}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>more than {limit} puzzles in one file</source>
            <translation>víc než {limit} hádanek v jednom souboru</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>binary data, not a text file</source>
            <translation>binární data, ne textový soubor</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>an entity declaration is refused in puzzle XML</source>
            <translation>deklarace entity se v XML hádanky nepřijímá</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/puzzlefiles.py" />
            <source>nested too deeply to read</source>
            <translation>zanořeno příliš hluboko na přečtení</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>file name</source>
            <translation>název souboru</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>archive member name</source>
            <translation>název položky archivu</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>file larger than {limit} bytes: not a puzzle pack file</source>
            <translation>soubor větší než {limit} bajtů: není to soubor balíčku hádanek</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>empty or invalid {what}</source>
            <translation>prázdný nebo neplatný {what}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>{what} {name}: use '/' between folders, not '\'</source>
            <translation>{what} {name}: mezi složkami použijte '/', ne '\'</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>{what} {name} is absolute: it must lie inside the pack</source>
            <translation>{what} {name} je absolutní: musí ležet uvnitř balíčku</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>{what} {name} climbs out of the pack with '..'</source>
            <translation>{what} {name} vylézá z balíčku pomocí '..'</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>{where}: cannot list the folder: {reason}</source>
            <translation>{where}: obsah složky nelze vypsat: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the pack holds more than {limit} MB of files</source>
            <translation>balíček obsahuje víc než {limit} MB souborů</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the archive holds more than {limit} files</source>
            <translation>archiv obsahuje víc než {limit} souborů</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the archive unpacks to more than {limit} MB: refused</source>
            <translation>archiv se rozbalí na víc než {limit} MB: odmítnuto</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>no such file in the pack</source>
            <translation>takový soubor v balíčku není</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the file is encrypted: packs must not need a password</source>
            <translation>soubor je zašifrovaný: balíčky nesmí vyžadovat heslo</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the file is a link to outside the pack</source>
            <translation>soubor je odkaz mimo balíček</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>more than {limit} files and folders: not a folder of puzzles</source>
            <translation>víc než {limit} souborů a složek: není to složka s hádankami</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>no such file</source>
            <translation>soubor neexistuje</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>not a readable zip archive ({error})</source>
            <translation>není to čitelný archiv zip ({error})</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>the archive holds {name} twice</source>
            <translation>archiv obsahuje {name} dvakrát</translation>
        </message>
        <message>
            <location filename="../../gridgames/packs/sources.py" />
            <source>damaged archive member ({error})</source>
            <translation>poškozená položka archivu ({error})</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress was partly damaged ({damage}). Everything that could be read was kept; the damaged file was kept as {file}.</source>
            <translation>Uložený postup byl částečně poškozen ({damage}). Vše, co šlo přečíst, zůstalo zachováno; poškozený soubor byl uschován jako {file}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Progress cannot be saved this session: {reason}.</source>
            <translation>Postup nelze v tomto sezení ukládat: {reason}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress was written by a newer version of Grid Games (format {format}). It was kept as {file} and this version starts afresh; the newer version will find it there.</source>
            <translation>Uložený postup zapsala novější verze Grid Games (formát {format}). Byl uschován jako {file} a tato verze začíná znovu; novější verze ho tam najde.</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress was damaged ({damage}) and could not be copied ({reason}). The file was kept as {file} and Grid Games starts afresh.</source>
            <translation>Uložený postup byl poškozen ({damage}) a nešlo ho zkopírovat ({reason}). Soubor byl uschován jako {file} a Grid Games začíná znovu.</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>cannot create the folder {folder} ({reason})</source>
            <translation>nelze vytvořit složku {folder} ({reason})</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>Your saved progress could not be read ({problem}). The file was kept as {file} and Grid Games starts afresh.</source>
            <translation>Uložený postup nešlo přečíst ({problem}). Soubor byl uschován jako {file} a Grid Games začíná znovu.</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>{file} is unusable and cannot be moved aside ({reason})</source>
            <translation>{file} nelze použít ani odložit stranou ({reason})</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/opening.py" />
            <source>cannot write {file} ({reason})</source>
            <translation>nelze zapsat {file} ({reason})</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/store.py" />
            <source>progress not saved: {reason}</source>
            <translation>postup nebyl uložen: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/store.py" />
            <source>progress not read: {reason}</source>
            <translation>postup nebyl načten: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/progress/store.py" />
            <source>progress partly read: move {number} is damaged</source>
            <translation>postup načten jen zčásti: tah {number} je poškozený</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>puzzle</source>
            <translation>hádanka</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no answer found: the time limit to work it out ran out</source>
            <translation>řešení nenalezeno: čas na jeho výpočet vypršel</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>puzzles per page must be one of {choices}, not {per_page}</source>
            <translation>počet hádanek na stránku musí být jeden z {choices}, ne {per_page}</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no answer found: {seconds} s to work it out ran out</source>
            <translation>řešení nenalezeno: {seconds} s na jeho výpočet vypršelo</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no answer found: the puzzle has no solution</source>
            <translation>řešení nenalezeno: hádanka nemá řešení</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no answer found: {status}</source>
            <translation>řešení nenalezeno: {status}</translation>
        </message>
        <message>
            <location filename="../../gridgames/sheets.py" />
            <source>no puzzles</source>
            <translation>žádné hádanky</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.actions</name>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;View</source>
            <translation>&amp;Zobrazení</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Game</source>
            <translation>Hra</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>{action} ({shortcut})</source>
            <translation>{action} ({shortcut})</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Game</source>
            <translation>&amp;Hra</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Edit</source>
            <translation>Úpr&amp;avy</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Play</source>
            <translation>&amp;Hraní</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Help</source>
            <translation>&amp;Nápověda</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;New Puzzle...</source>
            <translation>&amp;Nová úloha…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>New &amp;Blank Puzzle...</source>
            <translation>Nová &amp;prázdná úloha…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Import Picture...</source>
            <translation>&amp;Importovat obrázek…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Open...</source>
            <translation>&amp;Otevřít…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open Pac&amp;k...</source>
            <translation>Otevřít &amp;balíček…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open &amp;Folder as Pack...</source>
            <translation>Otevřít &amp;složku jako balíček…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Paste Puzzle...</source>
            <translation>&amp;Vložit úlohu…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Export...</source>
            <translation>&amp;Exportovat…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export &amp;My Puzzles...</source>
            <translation>Exportovat &amp;moje úlohy…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export as P&amp;DF...</source>
            <translation>Exportovat do P&amp;DF…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Export &amp;Image...</source>
            <translation>Exportovat &amp;obrázek…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Print...</source>
            <translation>&amp;Tisk…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Quit</source>
            <translation>&amp;Ukončit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Undo</source>
            <translation>&amp;Zpět</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Redo</source>
            <translation>Z&amp;novu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Edit Puzzle</source>
            <translation>&amp;Upravit úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Re&amp;start</source>
            <translation>Začít z&amp;novu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Check</source>
            <translation>Zk&amp;ontrolovat</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show &amp;Mistakes While Playing</source>
            <translation>Ukazovat &amp;chyby během hry</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Cross Off &amp;Finished Lines</source>
            <translation>Odškrtávat &amp;hotové řádky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Try</source>
            <translation>&amp;Zkusit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Accept Trial</source>
            <translation>&amp;Přijmout pokus</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Reject Trial</source>
            <translation>&amp;Zahodit pokus</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Set Check&amp;point</source>
            <translation>Uložit kontrolní &amp;bod</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Back to Checkpoint</source>
            <translation>Zpět na kontrolní b&amp;od</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Hint</source>
            <translation>&amp;Rada</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>S&amp;olve</source>
            <translation>&amp;Vyřešit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Pause</source>
            <translation>&amp;Pauza</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Zoom &amp;In</source>
            <translation>&amp;Přiblížit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Zoom &amp;Out</source>
            <translation>&amp;Oddálit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Fit to Window</source>
            <translation>Přizpůsobit &amp;oknu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Puzzle &amp;List</source>
            <translation>&amp;Seznam úloh</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Statistics...</source>
            <translation>&amp;Statistiky…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;How to Play...</source>
            <translation>&amp;Jak hrát…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>First &amp;Steps Tour</source>
            <translation>&amp;První kroky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;Controls</source>
            <translation>&amp;Ovládání</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>&amp;About Grid Games</source>
            <translation>&amp;O aplikaci Grid Games</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Generate a puzzle: choose the kind, size and difficulty</source>
            <translation>Vytvořit úlohu: zvolte druh, velikost a obtížnost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>New</source>
            <translation>Nová</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Make a puzzle of your own: choose the kind and size of an empty board</source>
            <translation>Vytvořte si vlastní úlohu: zvolte druh a velikost prázdné mřížky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Make a nonogram from a PNG or JPEG picture: size, threshold or colours, previewed</source>
            <translation>Vytvořit malovanou křížovku z obrázku PNG nebo JPEG: velikost, práh nebo barvy, s náhledem</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open a puzzle file</source>
            <translation>Otevřít soubor s úlohou</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open</source>
            <translation>Otevřít</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Add a pack to the list: a .zip, a folder's pack.toml or a file of puzzles</source>
            <translation>Přidat balíček do seznamu: .zip, pack.toml složky nebo soubor s úlohami</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Add a folder of puzzle files to the list, with or without a pack.toml</source>
            <translation>Přidat do seznamu složku se soubory úloh, s pack.toml i bez něj</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Open a puzz.link URL, Tatham ID or puzzle text</source>
            <translation>Otevřít adresu puzz.link, Tathamovo ID nebo text úlohy</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Paste</source>
            <translation>Vložit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Save or copy the puzzle as .gg, .non, a URL or a game ID</source>
            <translation>Uložit nebo zkopírovat úlohu jako .gg, .non, adresu URL nebo ID hry</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Save every puzzle of My puzzles as a zip pack, to share or open elsewhere</source>
            <translation>Uložit všechny Moje úlohy jako balíček zip, ke sdílení nebo otevření jinde</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>This puzzle or its pack as PDF pages, with answers if asked</source>
            <translation>Tato úloha nebo celý její balíček jako stránky PDF, na přání s řešeními</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The blank board as a PNG or SVG picture</source>
            <translation>Prázdná mřížka jako obrázek PNG nebo SVG</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Print this puzzle or its pack</source>
            <translation>Vytisknout tuto úlohu nebo její balíček</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Undo</source>
            <translation>Zpět</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Redo</source>
            <translation>Znovu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Edit mode: change this puzzle (a copy), judged by the engine as you go; again to play it</source>
            <translation>Režim úprav: měňte tuto úlohu (kopii), jádro ji průběžně posuzuje; dalším stiskem ji hrajete</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Edit</source>
            <translation>Upravit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Clear the board (can be undone)</source>
            <translation>Vymazat mřížku (lze vrátit zpět)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Restart</source>
            <translation>Od začátku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show what breaks the rules on the board</source>
            <translation>Ukázat, co v mřížce porušuje pravidla</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Check</source>
            <translation>Kontrola</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Flag mistakes after every move</source>
            <translation>Označovat chyby po každém tahu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Nonogram: when a stroke finishes a line, cross the rest of it (one undo step)</source>
            <translation>Malovaná křížovka: když tah dokončí řádek či sloupec, zbytek se odškrtne (jeden krok zpět)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Trial mode: the marks you make next are provisional, in their own colour</source>
            <translation>Zkušební režim: další značky jsou jen zkusmo, ve vlastní barvě</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Try</source>
            <translation>Zkusit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Keep the provisional marks</source>
            <translation>Ponechat zkušební značky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Accept</source>
            <translation>Přijmout</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Take every provisional mark off in one step</source>
            <translation>Odstranit všechny zkušební značky jedním krokem</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Reject</source>
            <translation>Zahodit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Remember this board, to come back to it later</source>
            <translation>Zapamatovat si tuto mřížku a později se k ní vrátit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Put the board back as it was at the checkpoint (one undo step)</source>
            <translation>Vrátit mřížku do stavu v kontrolním bodě (jeden krok zpět)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show the simplest next deduction; press again to mark it</source>
            <translation>Ukázat nejjednodušší další úvahu; dalším stiskem ji zakreslit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Hint</source>
            <translation>Rada</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Watch the solver finish the puzzle, step by step</source>
            <translation>Sledovat, jak řešitel krok za krokem dokončí úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Solve</source>
            <translation>Vyřešit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Hide the board and stop the clock; press again or click the board to go on</source>
            <translation>Skrýt mřížku a zastavit čas; pokračujte dalším stiskem nebo klepnutím do mřížky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Show or hide the puzzle list</source>
            <translation>Zobrazit nebo skrýt seznam úloh</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>Solved puzzles, best and median times per kind and size</source>
            <translation>Vyřešené úlohy, nejlepší a střední časy podle druhu a velikosti</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The rules of each kind, with a solved example</source>
            <translation>Pravidla každého druhu úloh s vyřešeným příkladem</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/actions.py" />
            <source>The first few hints of this puzzle, shown as a lesson</source>
            <translation>Prvních několik rad k této úloze jako lekce</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.board_view</name>
        <message>
            <location filename="../../gridgames/app/board_view.py" />
            <source>Paused
Press P or click to go on.</source>
            <translation>Pauza
Pokračujte klávesou P nebo kliknutím.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/board_view.py" />
            <source>Open a puzzle, or pick one from the list.</source>
            <translation>Otevřete úlohu nebo si vyberte ze seznamu.</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.bar</name>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Judging…</source>
            <translation>Posuzuje se…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Play This Puzzle</source>
            <translation>Hrát tuto úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Leave edit mode and play the puzzle as it is now</source>
            <translation>Opustit režim úprav a hrát úlohu tak, jak teď je</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Make Unique</source>
            <translation>Zajistit jednoznačnost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Add the fewest clues the engine finds to leave one answer</source>
            <translation>Přidat co nejméně zadání, aby zbylo jediné řešení</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Trim</source>
            <translation>Protřídit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Remove the clues the answer does not need, keeping it unique</source>
            <translation>Odebrat zadání, která řešení nepotřebuje, a zachovat jednoznačnost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Symmetric</source>
            <translation>Souměrně</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>The cell opposite through the centre follows each change; Make Unique and Trim keep the design symmetric</source>
            <translation>Políčko souměrné podle středu se mění s každou změnou; Zajistit jednoznačnost a Protřídit zachovají návrh souměrný</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>A larger number for the pen</source>
            <translation>Větší číslo pro pero</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Pen:</source>
            <translation>Pero:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>Start from a whole board: every cell gets a number</source>
            <translation>Začít z plné mřížky: každé políčko dostane číslo</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>A left click writes {number}</source>
            <translation>Levé kliknutí napíše {number}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/bar.py" />
            <source>A click selects the cell to type in</source>
            <translation>Kliknutí vybere políčko, do kterého budete psát</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.base</name>
        <message>
            <location filename="../../gridgames/app/editing/base.py" />
            <source>row {row}, column {column}</source>
            <translation>ř. {row}, sl. {column}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/base.py" />
            <source>Clear {cell}</source>
            <translation>Vymazat {cell}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/base.py" />
            <source>Write {number} at {cell}</source>
            <translation>Napsat {number} na {cell}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.blank_dialog</name>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>New Blank Puzzle</source>
            <translation>Nová prázdná úloha</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>&amp;Kind:</source>
            <translation>&amp;Druh:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>&amp;Width:</source>
            <translation>Šíř&amp;ka:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>&amp;Height:</source>
            <translation>&amp;Výška:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/blank_dialog.py" />
            <source>Create</source>
            <translation>Vytvořit</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.fillgrid</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/fillgrid.py" />
            <source>Shade {count} cells</source>
            <extracomment>English singular: Shade 1 cell</extracomment>
            <translation>
                <numerusform>Začernit {count} políčko</numerusform>
                <numerusform>Začernit {count} políčka</numerusform>
                <numerusform>Začernit {count} políček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/fillgrid.py" />
            <source>Pin white {count} cells</source>
            <extracomment>English singular: Pin white 1 cell</extracomment>
            <translation>
                <numerusform>Připnout {count} políčko jako bílé</numerusform>
                <numerusform>Připnout {count} políčka jako bílá</numerusform>
                <numerusform>Připnout {count} políček jako bílá</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/fillgrid.py" />
            <source>Free {count} cells</source>
            <extracomment>English singular: Free 1 cell</extracomment>
            <translation>
                <numerusform>Uvolnit {count} políčko</numerusform>
                <numerusform>Uvolnit {count} políčka</numerusform>
                <numerusform>Uvolnit {count} políček</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.mode</name>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trim takes clues away from a puzzle with one answer: press Make Unique first.</source>
            <translation>Protřídit ubírá čísla jen úloze s jediným řešením: nejprve použijte Zajistit jednoznačnost.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>{action} ({number} of {steps})</source>
            <translation>{action} ({number} z {steps})</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Make Unique found no clue to add in time: add one where the answers differ, then try again.</source>
            <translation>Zajistit jednoznačnost včas nenašlo číslo k přidání: přidejte jedno tam, kde se řešení liší, a zkuste to znovu.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trim: every clue is needed; without any of them the answer is not unique.</source>
            <translation>Protřídit: každé číslo je potřeba; bez kteréhokoli z nich řešení není jediné.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>the engine stopped</source>
            <translation>jádro se zastavilo</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>The engine could not judge this: {error}</source>
            <translation>Jádro to nedokázalo posoudit: {error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Symmetric is on, but the design was not symmetric: the changes made need not be either.</source>
            <translation>„Souměrně“ je zapnuto, ale návrh souměrný nebyl: ani provedené změny nemusí být souměrné.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Make Unique</source>
            <translation>Zajistit jednoznačnost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trim</source>
            <translation>Protřídit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Making unique</source>
            <translation>Zajišťuje se jednoznačnost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Trimming</source>
            <translation>Protřiďuje se</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>{step}: {reason}</source>
            <translation>{step}: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Make Unique: the answer is already unique.</source>
            <translation>Zajistit jednoznačnost: řešení už je jediné.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Make Unique: this puzzle has no answer to keep; change what the bar names.</source>
            <translation>Zajistit jednoznačnost: úloha nemá žádné řešení, které by šlo zachovat; změňte, co uvádí lišta.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/mode.py" />
            <source>Not a puzzle yet: {problem}. Make Unique and Trim work on a puzzle.</source>
            <translation>Ještě to není úloha: {problem}. Zajistit jednoznačnost a Protřídit pracují s hotovou úlohou.</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.nonogram</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Clear {count} cells</source>
            <extracomment>English singular: Clear 1 cell</extracomment>
            <translation>
                <numerusform>Vymazat {count} políčko</numerusform>
                <numerusform>Vymazat {count} políčka</numerusform>
                <numerusform>Vymazat {count} políček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Paint {count} cells</source>
            <extracomment>English singular: Paint 1 cell</extracomment>
            <translation>
                <numerusform>Vybarvit {count} políčko</numerusform>
                <numerusform>Vybarvit {count} políčka</numerusform>
                <numerusform>Vybarvit {count} políček</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>blank</source>
            <translation>prázdné</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Clue of row {number}: {clue}</source>
            <translation>Zadání řádku {number}: {clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Clue of column {number}: {clue}</source>
            <translation>Zadání sloupce {number}: {clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Row {number} follows the picture</source>
            <translation>Řádek {number} podle obrázku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Column {number} follows the picture</source>
            <translation>Sloupec {number} podle obrázku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Row {number}: {clue}</source>
            <translation>Řádek {number}: {clue}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram.py" />
            <source>Column {number}: {clue}</source>
            <translation>Sloupec {number}: {clue}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.nonogram_colour</name>
        <message>
            <location filename="../../gridgames/app/editing/nonogram_colour.py" />
            <source>Click a clue and type its blocks: each number followed by its colour's letter (“3k 2o”); a number alone takes the chosen colour. Enter keeps it, Escape leaves the line as it was, a right click on a clue follows the picture.</source>
            <translation>Klikněte na legendu a napište její bloky: za každým číslem písmeno jeho barvy („3k 2o“); číslo bez písmene dostane zvolenou barvu. Enter ji ponechá, Escape vrátí řádek, jak byl, pravé kliknutí na legendu ji vezme z obrázku.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/nonogram_colour.py" />
            <source>Type clues as “{example}”: {letters}</source>
            <translation>Legendu pište jako „{example}“: {letters}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/nonogram_colour.py" />
            <source>Paint {count} cells {colour}</source>
            <extracomment>English singular: Paint 1 cell {colour}</extracomment>
            <translation>
                <numerusform>Obarvit {count} políčko: {colour}</numerusform>
                <numerusform>Obarvit {count} políčka: {colour}</numerusform>
                <numerusform>Obarvit {count} políček: {colour}</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.shikaku</name>
        <message>
            <location filename="../../gridgames/app/editing/shikaku.py" />
            <source>Rectangle {height}x{width} = {area}</source>
            <translation>Obdélník {height}×{width} = {area}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/shikaku.py" />
            <source>Remove rectangle</source>
            <translation>Odstranit obdélník</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/shikaku.py" />
            <source>Clear {height}x{width}</source>
            <translation>Vymazat {height}×{width}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.editing.verdicts</name>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>({milliseconds} ms)</source>
            <translation>({milliseconds} ms)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{across} across, {down} down</source>
            <translation>{across} vodorovně, {down} svisle</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Not a puzzle yet: {problem} (and {count} more).</source>
            <extracomment>English singular: Not a puzzle yet: {problem} (and 1 more).</extracomment>
            <translation>
                <numerusform>Ještě to není úloha: {problem} (a {count} další).</numerusform>
                <numerusform>Ještě to není úloha: {problem} (a {count} další).</numerusform>
                <numerusform>Ještě to není úloha: {problem} (a {count} dalších).</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Not a puzzle yet: {problem}.</source>
            <translation>Ještě to není úloha: {problem}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Not settled within the time allowed{took}.</source>
            <translation>V povoleném čase nerozhodnuto{took}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{across} across, {down} down, shortest {shortest}</source>
            <translation>{across} vodorovně, {down} svisle, nejkratší {shortest}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer — grade {grade}; needs {techniques}.</source>
            <translation>{unique}: jediné řešení — obtížnost {grade}; potřebuje {techniques}.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{several}. {count} cells differ between two of them (marked). {advice}</source>
            <extracomment>English singular: {several}. 1 cell differs between two of them (marked). {advice}</extracomment>
            <translation>
                <numerusform>{several}. Dvě z nich se liší v {count} políčku (označeno). {advice}</numerusform>
                <numerusform>{several}. Dvě z nich se liší ve {count} políčkách (označeno). {advice}</numerusform>
                <numerusform>{several}. Dvě z nich se liší v {count} políčkách (označeno). {advice}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{several}. {advice}</source>
            <translation>{several} – {advice}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{none}: {reason}</source>
            <translation>{none}: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{none}.</source>
            <translation>{none}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>&lt;b&gt;Not legal&lt;/b&gt;: shaded cells touch or white cells are cut off (marked)</source>
            <translation>&lt;b&gt;Nepřípustné&lt;/b&gt;: začerněná políčka se dotýkají nebo jsou bílá políčka odříznutá (označeno)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>&lt;b&gt;Legal so far&lt;/b&gt;</source>
            <translation>&lt;b&gt;Zatím přípustné&lt;/b&gt;</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{shown} legal grids complete this design, {symmetric} of them symmetric</source>
            <extracomment>English singular: {shown} legal grid completes this design, {symmetric} of them symmetric</extracomment>
            <translation>
                <numerusform>Tento návrh doplňuje {shown} přípustná mřížka, z toho {symmetric} souměrných</numerusform>
                <numerusform>Tento návrh doplňují {shown} přípustné mřížky, z toho {symmetric} souměrných</numerusform>
                <numerusform>Tento návrh doplňuje {shown} přípustných mřížek, z toho {symmetric} souměrných</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{shown} legal grids complete this design</source>
            <extracomment>English singular: {shown} legal grid completes this design</extracomment>
            <translation>
                <numerusform>Tento návrh doplňuje {shown} přípustná mřížka</numerusform>
                <numerusform>Tento návrh doplňují {shown} přípustné mřížky</numerusform>
                <numerusform>Tento návrh doplňuje {shown} přípustných mřížek</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer — grade {grade}.</source>
            <translation>{unique}: jediné řešení — obtížnost {grade}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Several answers</source>
            <translation>Více řešení</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>No answer</source>
            <translation>Žádné řešení</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>Unique</source>
            <translation>Jednoznačná</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer; needs {techniques}.</source>
            <translation>{unique}: jediné řešení; potřebuje {techniques}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/editing/verdicts.py" />
            <source>{unique}: one answer.</source>
            <translation>{unique}: jediné řešení.</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.export_dialog</name>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>{Reason}.</source>
            <translation>{Reason}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Export — {title}</source>
            <translation>Export — {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>&amp;Copy</source>
            <translation>&amp;Kopírovat</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>&amp;Save As...</source>
            <translation>&amp;Uložit jako…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Copied to the clipboard.</source>
            <translation>Zkopírováno do schránky.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Export puzzle</source>
            <translation>Exportovat úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>{format} (*{extension});;All files (*)</source>
            <translation>{format} (*{extension});;Všechny soubory (*)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Saved {name}.</source>
            <translation>Uloženo: {name}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Not offered, as they cannot hold a {kind} puzzle: {formats}.</source>
            <translation>Nenabízeno, protože neumí uložit úlohu typu {kind}: {formats}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Format:</source>
            <translation>Formát:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>One line: Copy it to paste in a browser or another app.</source>
            <translation>Jeden řádek: zkopírujte ho a vložte do prohlížeče nebo jiné aplikace.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Saved as {extension}; Grid Games opens it again as it is.</source>
            <translation>Uloží se jako {extension}; Grid Games ho znovu otevře beze změny.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Cannot export</source>
            <translation>Export se nezdařil</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>Could not write {file}.

{reason}</source>
            <translation>Soubor {file} nelze zapsat.

{reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/export_dialog.py" />
            <source>, </source>
            <translation>, </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.genres.fillgrid</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/fillgrid.py" />
            <source>Shade {count} cells</source>
            <extracomment>English singular: Shade 1 cell</extracomment>
            <translation>
                <numerusform>Začernit {count} políčko</numerusform>
                <numerusform>Začernit {count} políčka</numerusform>
                <numerusform>Začernit {count} políček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/fillgrid.py" />
            <source>Dot {count} cells</source>
            <extracomment>English singular: Dot 1 cell</extracomment>
            <translation>
                <numerusform>Označit tečkou {count} políčko</numerusform>
                <numerusform>Označit tečkou {count} políčka</numerusform>
                <numerusform>Označit tečkou {count} políček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/fillgrid.py" />
            <source>Clear {count} cells</source>
            <extracomment>English singular: Clear 1 cell</extracomment>
            <translation>
                <numerusform>Vymazat {count} políčko</numerusform>
                <numerusform>Vymazat {count} políčka</numerusform>
                <numerusform>Vymazat {count} políček</numerusform>
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
                <numerusform>Obarvit {count} políčko: {colour}</numerusform>
                <numerusform>Obarvit {count} políčka: {colour}</numerusform>
                <numerusform>Obarvit {count} políček: {colour}</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/nonogram_input.py" />
            <source>{colour} possible again: {count} cells</source>
            <extracomment>English singular: {colour} possible again: 1 cell</extracomment>
            <translation>
                <numerusform>{colour} opět možná: {count} políčko</numerusform>
                <numerusform>{colour} opět možná: {count} políčka</numerusform>
                <numerusform>{colour} opět možná: {count} políček</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/nonogram_input.py" />
            <source>Not {colour}: {count} cells</source>
            <extracomment>English singular: Not {colour}: 1 cell</extracomment>
            <translation>
                <numerusform>Není {colour}: {count} políčko</numerusform>
                <numerusform>Není {colour}: {count} políčka</numerusform>
                <numerusform>Není {colour}: {count} políček</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.genres.nonogram_palette</name>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Left drag paints the chosen colour, right drag crosses. Shift+left drag notes that cells are not the chosen colour (a small cross of it); hints, checks and the solver keep to the notes.</source>
            <translation>Tažení levým tlačítkem maluje zvolenou barvou, pravým přeškrtává. Shift+tažení levým tlačítkem poznamená, že políčka nemají zvolenou barvu (malý křížek té barvy); nápovědy, kontroly i řešitel se poznámkami řídí.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Paint:</source>
            <translation>Barva:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Letters</source>
            <translation>Písmena</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Write each colour's letter on its swatch and on painted cells</source>
            <translation>Psát písmeno každé barvy na její vzorek a na obarvená políčka</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>background (cross)</source>
            <translation>pozadí (křížek)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>{colour}: key {key}</source>
            <translation>{colour}: klávesa {key}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>{colour}: the wheel</source>
            <translation>{colour}: kolečko myši</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/nonogram_palette.py" />
            <source>Shift+drag: not {colour}</source>
            <translation>Shift+tažení: není {colour}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.genres.shikaku</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/genres/shikaku.py" />
            <source>Remove {count} rectangles</source>
            <extracomment>English singular: Remove rectangle</extracomment>
            <translation>
                <numerusform>Odstranit obdélník</numerusform>
                <numerusform>Odstranit {count} obdélníky</numerusform>
                <numerusform>Odstranit {count} obdélníků</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/genres/shikaku.py" />
            <source>Draw {height}x{width} rectangle</source>
            <translation>Nakreslit obdélník {height}×{width}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.how_to_play</name>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>How to Play</source>
            <translation>Jak hrát</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>First Steps Tour</source>
            <translation>První kroky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>Play the first hints of the puzzle on the board as a lesson</source>
            <translation>Projít první rady k úloze v mřížce jako lekci</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/how_to_play.py" />
            <source>Solved example</source>
            <translation>Vyřešený příklad</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.language_menu</name>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>&amp;Language</source>
            <translation>&amp;Jazyk</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Language</source>
            <translation>Jazyk</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>The new language is used from the next start of Grid Games.</source>
            <translation>Nový jazyk se použije od příštího spuštění Grid Games.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Restart Now</source>
            <translation>Restartovat hned</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>Later</source>
            <translation>Později</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/language_menu.py" />
            <source>System Default ({language})</source>
            <translation>Podle systému ({language})</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.new_puzzle</name>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>New Puzzle</source>
            <translation>Nová úloha</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>random</source>
            <translation>náhodně</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>The same seed and choices make the same puzzle</source>
            <translation>Stejné semínko a volby dají stejnou úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Kind:</source>
            <translation>&amp;Druh:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Size (columns × rows):</source>
            <translation>&amp;Velikost (sloupce × řádky):</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Difficulty:</source>
            <translation>&amp;Obtížnost:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>S&amp;eed (optional):</source>
            <translation>&amp;Semínko (nepovinné):</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>&amp;Generate</source>
            <translation>&amp;Vytvořit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Generating {kind} {width}×{height}, {grade}, seed {seed}…</source>
            <translation>Vytváří se {kind} {width}×{height}, {grade}, semínko {seed}…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>unknown error</source>
            <translation>neznámá chyba</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Could not generate this puzzle: {error}</source>
            <translation>Úlohu se nepodařilo vytvořit: {error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Gave up: no puzzle was found in time. Try a smaller size or another seed.</source>
            <translation>Vzdáno: v časovém limitu se žádná úloha nenašla. Zkuste menší velikost nebo jiné semínko.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Closest so far: none yet</source>
            <translation>Zatím nejblíže: zatím nic</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Cancelled.</source>
            <translation>Zrušeno.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>No {asked} puzzle turned up in time: opened the closest, a {grade} one.</source>
            <translation>Úloha s obtížností {asked} se v čase nenašla: otevřela se nejbližší, s obtížností {grade}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>Closest so far: {grade}</source>
            <translation>Zatím nejblíže: {grade}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/new_puzzle.py" />
            <source>The seed must be a whole number (or empty for a random puzzle).</source>
            <translation>Semínko musí být celé číslo (nebo prázdné pro náhodnou úlohu).</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.packs_model</name>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Puzzle</source>
            <translation>Úloha</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Genre</source>
            <translation>Druh</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Size</source>
            <translation>Velikost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Level</source>
            <translation>Úroveň</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Best</source>
            <translation>Nejlepší</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>New</source>
            <translation>Nová</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>In progress</source>
            <translation>Rozehrané</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Solved</source>
            <translation>Vyřešené</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>State: new, in progress (◐), solved</source>
            <translation>Stav: nová, rozehraná (◐), vyřešená</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>Best time</source>
            <translation>Nejlepší čas</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>{state}, {time} on the clock</source>
            <translation>{state}, na hodinách {time}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>{pack} (cannot be opened)</source>
            <translation>{pack} (nelze otevřít)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_model.py" />
            <source>{title} (draft)</source>
            <translation>{title} (rozpracováno)</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.packs_panel</name>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Licence: {licence}</source>
            <translation>Licence: {licence}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Licence — {pack}</source>
            <translation>Licence — {pack}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Any state</source>
            <translation>Jakýkoli stav</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>New</source>
            <translation>Nové</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>In progress</source>
            <translation>Rozehrané</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Not solved</source>
            <translation>Nevyřešené</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Solved</source>
            <translation>Vyřešené</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Filter by title or pack</source>
            <translation>Filtrovat podle názvu nebo balíčku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Open Pack...</source>
            <translation>Otevřít balíček…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Add a pack: a .zip, a folder's pack.toml or a file of puzzles</source>
            <translation>Přidat balíček: .zip, pack.toml složky nebo soubor s úlohami</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>All genres</source>
            <translation>Všechny druhy</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>From {pack}</source>
            <translation>Z balíčku {pack}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>not stated</source>
            <translation>neuvedena</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Play</source>
            <translation>Hrát</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Remove from My Puzzles</source>
            <translation>Odebrat z Mých úloh</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Export My Puzzles as Zip Pack...</source>
            <translation>Exportovat Moje úlohy jako balíček zip…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>{title} by {author}</source>
            <translation>{title}, autor: {author}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Remove “{pack}” from the List</source>
            <translation>Odebrat „{pack}“ ze seznamu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>A puzzle of your own</source>
            <translation>Vaše vlastní úloha</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/packs_panel.py" />
            <source>Built-in pack: always listed</source>
            <translation>Vestavěný balíček: vždy v seznamu</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.paper</name>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Working out the answers...</source>
            <translation>Zjišťují se řešení…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Cancel</source>
            <translation>Zrušit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>No answers</source>
            <translation>Bez řešení</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>The answers were not found within {s:g} seconds.</source>
            <translation>Řešení se nenašla do {s:g} sekund.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Export as PDF</source>
            <translation>Exportovat do PDF</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>PDF (*.pdf)</source>
            <translation>PDF (*.pdf)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Export Image</source>
            <translation>Exportovat obrázek</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>PNG image (*.png);;SVG image (*.svg)</source>
            <translation>Obrázek PNG (*.png);;Obrázek SVG (*.svg)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Cannot export</source>
            <translation>Export se nezdařil</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Saved {name} ({pages})</source>
            <translation>Uloženo: {name} ({pages})</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Saved {name}</source>
            <translation>Uloženo: {name}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Sent {pages} to {printer}</source>
            <translation>Odesláno na {printer}: {pages}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/paper.py" />
            <source>{count} pages</source>
            <extracomment>English singular: 1 page</extracomment>
            <translation>
                <numerusform>{count} stránka</numerusform>
                <numerusform>{count} stránky</numerusform>
                <numerusform>{count} stránek</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>{file}: {reason}</source>
            <translation>{file}: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/paper.py" />
            <source>Puzzle</source>
            <translation>Úloha</translation>
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
            <translation>Obrázky (*.png *.jpg *.jpeg *.bmp *.gif);;Všechny soubory (*)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{width}×{height}: {filled} of {cells} cells filled, {shades}{count} clue numbers</source>
            <extracomment>English singular: {width}×{height}: {filled} of {cells} cells filled, {shades}1 clue number</extracomment>
            <translation>
                <numerusform>{width}×{height}: vyplněno {filled} z {cells} políček, {shades}{count} číslo zadání</numerusform>
                <numerusform>{width}×{height}: vyplněno {filled} z {cells} políček, {shades}{count} čísla zadání</numerusform>
                <numerusform>{width}×{height}: vyplněno {filled} z {cells} políček, {shades}{count} čísel zadání</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Import Picture</source>
            <translation>Importovat obrázek</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Choose &amp;Picture...</source>
            <translation>Vybrat &amp;obrázek…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>No picture chosen yet.</source>
            <translation>Zatím není vybrán žádný obrázek.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>&amp;Keep the picture's proportions</source>
            <translation>&amp;Zachovat poměr stran obrázku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Black and white</source>
            <translation>Černobíle</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Cells darker than this are filled</source>
            <translation>Políčka tmavší než tato hodnota se vyplní</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>&amp;Create Puzzle</source>
            <translation>&amp;Vytvořit úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Board (columns × rows):</source>
            <translation>Deska (sloupce × řádky):</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Cells:</source>
            <translation>Políčka:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>&amp;Threshold:</source>
            <translation>&amp;Práh:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Import picture</source>
            <translation>Importovat obrázek</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{file} ({width}×{height} pixels)</source>
            <translation>{file} ({width}×{height} pixelů)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{count} colours</source>
            <extracomment>English singular: 1 colour</extracomment>
            <translation>
                <numerusform>{count} barva</numerusform>
                <numerusform>{count} barvy</numerusform>
                <numerusform>{count} barev</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Picture</source>
            <translation>Obrázek</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>{file}: not a picture Grid Games can read</source>
            <translation>{file}: není obrázek, který Grid Games umí přečíst</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/picture_import.py" />
            <source>Choose a PNG or JPEG picture to see the board it makes.</source>
            <translation>Vyberte obrázek PNG nebo JPEG a uvidíte desku, která z něj vznikne.</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.play_tools</name>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trying: new marks are provisional. Accept keeps them, Reject takes them off.</source>
            <translation>Zkoušíte: nové značky jsou zkušební. Přijmout je ponechá, Zahodit je odstraní.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trial accepted: the marks are yours.</source>
            <translation>Pokus přijat: značky jsou teď vaše.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trial rejected: the board is back as it was before Try.</source>
            <translation>Pokus zahozen: mřížka je zpět ve stavu před Zkusit.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Back at the checkpoint.</source>
            <translation>Zpět v kontrolním bodě.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Checkpoint set: Back to Checkpoint returns to this board.</source>
            <translation>Kontrolní bod uložen: Zpět na kontrolní bod vrátí tuto mřížku.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/play_tools.py" />
            <source>Trying</source>
            <translation>Zkoušíte</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.print_dialog</name>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Print</source>
            <translation>Tisk</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Export as PDF</source>
            <translation>Exportovat do PDF</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>This puzzle: {title}</source>
            <translation>Tato úloha: {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Puzzles per page:</source>
            <translation>Úloh na stránku:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Paper size:</source>
            <translation>Velikost papíru:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Answer pages at the end</source>
            <translation>Stránky s řešením na konci</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Print...</source>
            <translation>Tisk…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>Save PDF...</source>
            <translation>Uložit PDF…</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/print_dialog.py" />
            <source>The whole pack: {title} ({count} puzzles)</source>
            <extracomment>English singular: The whole pack: {title} (1 puzzle)</extracomment>
            <translation>
                <numerusform>Celý balíček: {title} ({count} úloha)</numerusform>
                <numerusform>Celý balíček: {title} ({count} úlohy)</numerusform>
                <numerusform>Celý balíček: {title} ({count} úloh)</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.printing</name>
        <message>
            <location filename="../../gridgames/app/printing.py" />
            <source>Answers</source>
            <translation>Řešení</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.progress_link</name>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>The saved moves of this puzzle could not be read ({error}). They were kept aside and the puzzle starts afresh.</source>
            <translation>Uložené tahy této úlohy nešlo přečíst ({error}). Byly odloženy stranou a úloha začíná znovu.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/progress_link.py" />
            <source>progress not saved</source>
            <translation>postup nebyl uložen</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.session</name>
        <message>
            <location filename="../../gridgames/app/session.py" />
            <source>Restart</source>
            <translation>Od začátku</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.shelf</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>Pack “{pack}”: {count} puzzles ({broken} cannot be played: see their tooltips)</source>
            <extracomment>English singular: Pack “{pack}”: 1 puzzle ({broken} cannot be played: see their tooltips)</extracomment>
            <translation>
                <numerusform>Balíček „{pack}“: {count} úloha ({broken} nelze hrát: viz jejich popisky)</numerusform>
                <numerusform>Balíček „{pack}“: {count} úlohy ({broken} nelze hrát: viz jejich popisky)</numerusform>
                <numerusform>Balíček „{pack}“: {count} úloh ({broken} nelze hrát: viz jejich popisky)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>Pack “{pack}”: {count} puzzles</source>
            <extracomment>English singular: Pack “{pack}”: 1 puzzle</extracomment>
            <translation>
                <numerusform>Balíček „{pack}“: {count} úloha</numerusform>
                <numerusform>Balíček „{pack}“: {count} úlohy</numerusform>
                <numerusform>Balíček „{pack}“: {count} úloh</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>{said}, and {count} drafts (they open in edit mode)</source>
            <extracomment>English singular: {said}, and 1 draft (it opens in edit mode)</extracomment>
            <translation>
                <numerusform>{said} a 1 rozpracovaný návrh (otevře se v režimu úprav)</numerusform>
                <numerusform>{said} a {count} rozpracované návrhy (otevřou se v režimu úprav)</numerusform>
                <numerusform>{said} a {count} rozpracovaných návrhů (otevřou se v režimu úprav)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Removed “{title}” from My puzzles.</source>
            <translation>„{title}“ odebráno z Mých úloh.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/shelf.py" />
            <source>Saved {count} puzzles to {file}</source>
            <extracomment>English singular: Saved 1 puzzle to {file}</extracomment>
            <translation>
                <numerusform>Uložena {count} úloha do {file}</numerusform>
                <numerusform>Uloženy {count} úlohy do {file}</numerusform>
                <numerusform>Uloženo {count} úloh do {file}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Removed “{pack}” from the list; its progress is kept.</source>
            <translation>„{pack}“ odebrán ze seznamu; jeho postup zůstává uložen.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Progress not saved: {error}</source>
            <translation>Postup nebyl uložen: {error}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Not kept in My puzzles: {reason}</source>
            <translation>Neuloženo do Mých úloh: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Could not remove it: {reason}</source>
            <translation>Nelze odebrat: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/shelf.py" />
            <source>Could not write {file}: {reason}</source>
            <translation>Nelze zapsat {file}: {reason}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.animation</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} deductions</source>
            <extracomment>English singular: 1 deduction</extracomment>
            <translation>
                <numerusform>{count} úvaha</numerusform>
                <numerusform>{count} úvahy</numerusform>
                <numerusform>{count} úvah</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} guesses</source>
            <extracomment>English singular: 1 guess</extracomment>
            <translation>
                <numerusform>{count} odhad</numerusform>
                <numerusform>{count} odhady</numerusform>
                <numerusform>{count} odhadů</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} taken back</source>
            <extracomment>English singular: 1 taken back</extracomment>
            <translation>
                <numerusform>{count} vzat zpět</numerusform>
                <numerusform>{count} vzaty zpět</numerusform>
                <numerusform>{count} vzato zpět</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>Solved in {count} steps: {counts}.</source>
            <extracomment>English singular: Solved in 1 step: {counts}.</extracomment>
            <translation>
                <numerusform>Vyřešeno v {count} kroku: {counts}.</numerusform>
                <numerusform>Vyřešeno ve {count} krocích: {counts}.</numerusform>
                <numerusform>Vyřešeno v {count} krocích: {counts}.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>Stopped after {count} steps ({counts}); guesses were taken back.</source>
            <extracomment>English singular: Stopped after 1 step ({counts}); guesses were taken back.</extracomment>
            <translation>
                <numerusform>Zastaveno po {count} kroku ({counts}); odhady byly vzaty zpět.</numerusform>
                <numerusform>Zastaveno po {count} krocích ({counts}); odhady byly vzaty zpět.</numerusform>
                <numerusform>Zastaveno po {count} krocích ({counts}); odhady byly vzaty zpět.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>Auto-solve</source>
            <translation>Automatické řešení</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{count} by trying a cell</source>
            <extracomment>English singular: 1 by trying a cell</extracomment>
            <translation>
                <numerusform>{count} zkusmým dosazením</numerusform>
                <numerusform>{count} zkusmým dosazením</numerusform>
                <numerusform>{count} zkusmým dosazením</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>{guesses}, {taken_back}</source>
            <translation>{guesses}, {taken_back}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>The engine found no answer: the puzzle cannot be solved.</source>
            <translation>Jádro nenašlo žádné řešení: úloha nemá řešení.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>This board cannot be finished: some mark is wrong.</source>
            <translation>Tuto mřížku nelze dokončit: některá značka je špatně.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/animation.py" />
            <source>The board breaks a rule.</source>
            <translation>Mřížka porušuje pravidlo.</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.assist</name>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Step {number}: {step}</source>
            <translation>Krok {number}: {step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Solver</source>
            <translation>Řešitel</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Hint</source>
            <translation>Rada</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Press Solve to watch the engine reason, or Hint for one step.</source>
            <translation>Stiskněte Vyřešit a sledujte úvahy jádra, nebo Rada pro jeden krok.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Solve</source>
            <translation>Vyřešit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>{why}

Solve from the start instead? (One Undo brings your board back.)</source>
            <translation>{why}

Vyřešit místo toho od začátku? (Jedno Zpět vrátí vaši mřížku.)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>Solving…</source>
            <translation>Řeší se…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>The board is solved already.</source>
            <translation>Mřížka už je vyřešená.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>The board breaks a rule: {mistake}.</source>
            <translation>Mřížka porušuje pravidlo: {mistake}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/assist.py" />
            <source>This board cannot be finished: some mark is wrong.</source>
            <translation>Tuto mřížku nelze dokončit: některá značka je špatně.</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.hintbar</name>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Hint shows the next step here; pressing it again marks the step on the board.</source>
            <translation>Rada zde ukáže další krok; dalším stiskem se krok zakreslí do mřížky.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Mark it</source>
            <translation>Zakreslit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Make the move this hint shows (Hint again does the same)</source>
            <translation>Provést tah, který rada ukazuje (totéž udělá další Rada)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hintbar.py" />
            <source>Clear the hint</source>
            <translation>Skrýt radu</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.hints</name>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>A guess.</source>
            <translation>Odhad.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>No rule decides anything from here, not even trying a possibility in your head: the only way on is a guess. Make one, follow where it leads, and undo it if it breaks a rule.</source>
            <translation>Odsud už nic nerozhodne žádné pravidlo, ani zkusmá úvaha v hlavě: jediná cesta dál je odhad. Zkuste ho, sledujte, kam vede, a vraťte ho, pokud poruší pravidlo.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Press Hint again to mark it.</source>
            <translation>Dalším stiskem Rady ji zakreslíte.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>A basic rule.</source>
            <translation>Základní pravidlo.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>An advanced rule.</source>
            <translation>Pokročilé pravidlo.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Trying one possibility in your head.</source>
            <translation>Zkusmá úvaha v hlavě.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>{first} {second}</source>
            <translation>{first} {second}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Looking for the next step…</source>
            <translation>Hledá se další krok…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>No hint: the engine failed ({error}).</source>
            <translation>Žádná rada: jádro selhalo ({error}).</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Marked: {step}</source>
            <translation>Zakresleno: {step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Marked. Press Hint for the next step.</source>
            <translation>Zakresleno. Další krok ukáže Rada.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>{Mark} is wrong.</source>
            <translation>{Mark} je špatně.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>No hint until it is put right: a step from a wrong mark would teach something false.</source>
            <translation>Dokud se to neopraví, žádná rada: krok ze špatné značky by učil něco nepravdivého.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Hint</source>
            <translation>Rada</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>{mistake}

Rewind to the last position without a mistake, {count} moves back? (Redo brings them back.)</source>
            <extracomment>English singular: {mistake}

Rewind to the last position without a mistake, 1 move back? (Redo brings it back.)</extracomment>
            <translation>
                <numerusform>{mistake}

Vrátit se k poslední pozici bez chyby, o {count} tah zpět? (Znovu ho vrátí.)</numerusform>
                <numerusform>{mistake}

Vrátit se k poslední pozici bez chyby, o {count} tahy zpět? (Znovu je vrátí.)</numerusform>
                <numerusform>{mistake}

Vrátit se k poslední pozici bez chyby, o {count} tahů zpět? (Znovu je vrátí.)</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Rewound {count} moves: no mistakes now.</source>
            <extracomment>English singular: Rewound 1 move: no mistakes now.</extracomment>
            <translation>
                <numerusform>Vráceno o {count} tah: teď bez chyb.</numerusform>
                <numerusform>Vráceno o {count} tahy: teď bez chyb.</numerusform>
                <numerusform>Vráceno o {count} tahů: teď bez chyb.</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>The board changed meanwhile: press Hint again.</source>
            <translation>Mřížka se mezitím změnila: stiskněte Rada znovu.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>This puzzle has no answer, so there is nothing to hint.</source>
            <translation>Tato úloha nemá řešení, takže není co radit.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Hint ({level}): {step}</source>
            <translation>Rada ({level}): {step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Hint: {step}</source>
            <translation>Rada: {step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Press Hint for the next step.</source>
            <translation>Další krok ukáže Rada.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>Everything is decided already: nothing is left to deduce.</source>
            <translation>Vše je už rozhodnuto: není co vyvozovat.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/hints.py" />
            <source>The board cannot be right: {reason}</source>
            <translation>Mřížka nemůže být správně: {reason}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.solver.panel</name>
        <message numerus="yes">
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>{count} steps/s</source>
            <extracomment>English singular: 1 step/s</extracomment>
            <translation>
                <numerusform>{count} krok/s</numerusform>
                <numerusform>{count} kroky/s</numerusform>
                <numerusform>{count} kroků/s</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Instant</source>
            <translation>Okamžitě</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Step</source>
            <translation>Krok</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Pause and show one more step</source>
            <translation>Pozastavit a ukázat ještě jeden krok</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Stop</source>
            <translation>Zastavit</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Stop here: what was deduced stays, guesses are taken back</source>
            <translation>Zastavit zde: vyvozené zůstane, odhady se vezmou zpět</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Speed: from one step a second to instant</source>
            <translation>Rychlost: od jednoho kroku za sekundu po okamžitě</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Press Solve to watch the engine reason, or Hint for one step.</source>
            <translation>Stiskněte Vyřešit a sledujte úvahy jádra, nebo Rada pro jeden krok.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>The steps appear here, one sentence each.</source>
            <translation>Zde se objeví kroky, každý jednou větou.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Speed</source>
            <translation>Rychlost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Resume</source>
            <translation>Pokračovat</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Pause</source>
            <translation>Pauza</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Go on</source>
            <translation>Pokračovat</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/solver/panel.py" />
            <source>Hold the animation here</source>
            <translation>Pozastavit animaci zde</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.statistics_dialog</name>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Earlier wins</source>
            <translation>Dřívější výhry</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Puzzle</source>
            <translation>Úloha</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Size</source>
            <translation>Velikost</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Solved</source>
            <translation>Vyřešeno</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Wins</source>
            <translation>Výhry</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Best</source>
            <translation>Nejlepší</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Median</source>
            <translation>Medián</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>Statistics</source>
            <translation>Statistiky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>{puzzles} solved, {wins} in all. Times are your own: boards the solver finished do not count.</source>
            <translation>Vyřešeno: {puzzles}, celkem {wins}. Časy jsou jen vaše: mřížky dokončené řešitelem se nepočítají.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>No puzzle solved yet: your wins and times will be listed here.</source>
            <translation>Zatím žádná vyřešená úloha: vaše výhry a časy se objeví zde.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>{count} puzzles</source>
            <extracomment>English singular: 1 puzzle</extracomment>
            <translation>
                <numerusform>{count} úloha</numerusform>
                <numerusform>{count} úlohy</numerusform>
                <numerusform>{count} úloh</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/statistics_dialog.py" />
            <source>{count} wins</source>
            <extracomment>English singular: 1 win</extracomment>
            <translation>
                <numerusform>{count} výhra</numerusform>
                <numerusform>{count} výhry</numerusform>
                <numerusform>{count} výher</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.status</name>
        <message>
            <location filename="../../gridgames/app/status.py" />
            <source>Time {time}</source>
            <translation>Čas {time}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/status.py" />
            <source>Row {row}, column {column}</source>
            <translation>Řádek {row}, sloupec {column}</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.tour</name>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>First steps: {kind}</source>
            <translation>První kroky: {kind}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Step {number} of {steps}: {step}</source>
            <translation>Krok {number} z {steps}: {step}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Mark it and go on</source>
            <translation>Zakreslit a pokračovat</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>End tour</source>
            <translation>Ukončit prohlídku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Close</source>
            <translation>Zavřít</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>Asking the engine for a step…</source>
            <translation>Jádro hledá krok…</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/tour.py" />
            <source>That is the idea: every step follows from the rules and what is already on the board. Press Hint (Ctrl+H) whenever you are stuck; Undo takes back any step. Over to you!</source>
            <translation>To je celý princip: každý krok plyne z pravidel a z toho, co už v mřížce je. Kdykoli se zaseknete, stiskněte Rada (Ctrl+H); Zpět vrátí jakýkoli krok. Teď je řada na vás!</translation>
        </message>
    </context>
    <context>
        <name>gridgames.app.trial</name>
        <message>
            <location filename="../../gridgames/app/trial.py" />
            <source>Reject trial</source>
            <translation>Zahodit pokus</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/trial.py" />
            <source>Back to checkpoint</source>
            <translation>Zpět na kontrolní bod</translation>
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
            <translation>Vyřešil řešitel</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The solver finished this board: no time or best time counts. Play Again to solve it yourself.</source>
            <translation>Tuto mřížku dokončil řešitel: čas ani nejlepší čas se nepočítá. Zvolte Hrát znovu a vyřešte ji sami.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>&lt;p&gt;&lt;b&gt;Keyboard&lt;/b&gt;: arrows move the cursor; Space or Enter is a left click, X a
right click. Shift+arrows drag (a rectangle is stretched, a line filled); letting Shift go
ends the drag.&lt;/p&gt;
&lt;p&gt;Ctrl+wheel or Ctrl+=/- zooms.&lt;/p&gt;</source>
            <translation>&lt;p&gt;&lt;b&gt;Klávesnice&lt;/b&gt;: šipky posouvají kurzor; mezerník nebo Enter je levé kliknutí, X pravé kliknutí. Shift+šipky táhnou (obdélník se natahuje, řada se vyplňuje); puštěním Shiftu tažení skončí.&lt;/p&gt;
&lt;p&gt;Ctrl+kolečko nebo Ctrl+=/- mění přiblížení.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{kind} ({patterns});;All files (*)</source>
            <translation>{kind} ({patterns});;Všechny soubory (*)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{kind} {width}×{height}, {grade} #{seed}</source>
            <translation>{kind} {width}×{height}, {grade}, č. {seed}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>New {kind} {width}×{height}</source>
            <translation>Nová úloha {kind} {width}×{height}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>a copy of “{title}”</source>
            <translation>kopie „{title}“</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{title} (edited)</source>
            <translation>{title} (upraveno)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>&lt;b&gt;EDIT MODE&lt;/b&gt; — {kind} {size}, {origin}</source>
            <translation>&lt;b&gt;REŽIM ÚPRAV&lt;/b&gt; — {kind} {size}, {origin}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>a draft from “{file}”</source>
            <translation>rozpracovaný návrh ze souboru „{file}“</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Puzzles</source>
            <translation>Úlohy</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open pack</source>
            <translation>Otevřít balíček</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open folder as pack</source>
            <translation>Otevřít složku jako balíček</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Pack opened with problems</source>
            <translation>Balíček otevřen s problémy</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>“{pack}” is listed and the rest of it plays, but:</source>
            <translation>„{pack}“ je v seznamu a zbytek se dá hrát, ale:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Open puzzle</source>
            <translation>Otevřít úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Paste puzzle</source>
            <translation>Vložit úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>A puzz.link URL, a Tatham game ID (e.g. rect:7x7:...) or a whole puzzle file:</source>
            <translation>Adresa puzz.link, Tathamovo ID hry (např. rect:7x7:...) nebo celý soubor s úlohou:</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Picture</source>
            <translation>Obrázek</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Export My Puzzles</source>
            <translation>Exportovat Moje úlohy</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Zip pack (*.zip);;All files (*)</source>
            <translation>Balíček zip (*.zip);;Všechny soubory (*)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Line {line}: {problem}</source>
            <translation>Řádek {line}: {problem}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Cannot open puzzle</source>
            <translation>Úlohu nelze otevřít</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Could not open {what}.

File: {file}
{problem}</source>
            <translation>Nepodařilo se otevřít {what}.

Soubor: {file}
{problem}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>from a blank board</source>
            <translation>z prázdné mřížky</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>its kind has no editor</source>
            <translation>pro tento druh není editor</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Every edit is judged by the engine; Ctrl+Z undoes one. Play This Puzzle (or Edit ▸ Edit Puzzle again) leaves edit mode and plays it.</source>
            <translation>Každou úpravu posoudí jádro; Ctrl+Z jednu vrátí. Hrát tuto úlohu (nebo znovu Úpravy ▸ Upravit úlohu) opustí režim úprav a spustí hru.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Editing {kind}</source>
            <translation>Úprava: {kind}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The design you left in edit mode is back.</source>
            <translation>Návrh, který jste nechali v režimu úprav, je zpět.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>“{title}” is kept in My puzzles ({file}).</source>
            <translation>„{title}“ je uloženo v Mých úlohách ({file}).</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Opened in edit mode: {reason}.</source>
            <translation>Otevřeno v režimu úprav: {reason}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play again</source>
            <translation>Hrát znovu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play {title} again from an empty board? The clock starts from zero; your best time is kept.</source>
            <translation>Hrát {title} znovu od prázdné mřížky? Čas začne od nuly; váš nejlepší čas zůstane.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Playing {title} again</source>
            <translation>Znovu hrajete {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Solved in {time}!</source>
            <translation>Vyřešeno za {time}!</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Saved progress</source>
            <translation>Uložený postup</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Controls</source>
            <translation>Ovládání</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>About {app}</source>
            <translation>O aplikaci {app}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The puzzle list is folded away to give the board room (F9 shows it).</source>
            <translation>Seznam úloh je sbalený, aby měla mřížka místo (F9 ho ukáže).</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The design you left in edit mode, “{title}”, is in My puzzles ({file}).</source>
            <translation>Návrh „{title}“, který jste nechali v režimu úprav, je v Mých úlohách ({file}).</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Packs</source>
            <translation>Balíčky</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>... and {count} more (see their tooltips)</source>
            <extracomment>English singular: ... and 1 more (see its tooltip)</extracomment>
            <translation>
                <numerusform>… a ještě {count} (viz jeho popisek)</numerusform>
                <numerusform>… a ještě {count} (viz jejich popisky)</numerusform>
                <numerusform>… a ještě {count} (viz jejich popisky)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Not a puzzle yet ({problem}): saved as a draft, which opens in edit mode.</source>
            <translation>Ještě to není úloha ({problem}): uloženo jako rozpracovaný návrh, který se otevře v režimu úprav.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Made “{title}”, to play (not to edit: {reason}).</source>
            <translation>Vytvořeno „{title}“, ke hraní (ne k úpravám: {reason}).</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>from a picture</source>
            <translation>z obrázku</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>Resumed {title} ({count} moves)</source>
            <extracomment>English singular: Resumed {title} (1 move)</extracomment>
            <translation>
                <numerusform>Pokračujete v {title} ({count} tah)</numerusform>
                <numerusform>Pokračujete v {title} ({count} tahy)</numerusform>
                <numerusform>Pokračujete v {title} ({count} tahů)</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Opened {title}</source>
            <translation>Otevřeno: {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>This puzzle cannot be edited: {reason}.</source>
            <translation>Tuto úlohu nelze upravit: {reason}.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Editing: {title}</source>
            <translation>Úprava: {title}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Not a puzzle yet: {problem}. Keep editing.</source>
            <translation>Ještě to není úloha: {problem}. Pokračujte v úpravách.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Leave edit mode</source>
            <translation>Opustit režim úprav</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Leave edit mode? Save keeps the puzzle being edited in My puzzles (a draft that is not a puzzle yet too); Discard drops it.</source>
            <translation>Opustit režim úprav? Uložit ponechá upravovanou úlohu v Mých úlohách (i rozpracovaný návrh, který ještě není úlohou); Zahodit ji zahodí.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Progress not saved: {error}</source>
            <translation>Postup nebyl uložen: {error}</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gridgames/app/window.py" />
            <source>{count} mistakes: {first}</source>
            <extracomment>English singular: 1 mistake: {first}</extracomment>
            <translation>
                <numerusform>{count} chyba: {first}</numerusform>
                <numerusform>{count} chyby: {first}</numerusform>
                <numerusform>{count} chyb: {first}</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play &amp;Again</source>
            <translation>Hrát &amp;znovu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Re&amp;start</source>
            <translation>Začít z&amp;novu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play Again</source>
            <translation>Hrát znovu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Restart</source>
            <translation>Od začátku</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Play this solved puzzle again from an empty board, clock at zero (Ctrl+R)</source>
            <translation>Hrát tuto vyřešenou úlohu znovu od prázdné mřížky, s časem od nuly (Ctrl+R)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Clear the board (can be undone) (Ctrl+R)</source>
            <translation>Vymazat mřížku (lze vrátit zpět) (Ctrl+R)</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>{verb} {what}</source>
            <translation>{verb}: {what}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Paused: the board is hidden and the clock stopped.</source>
            <translation>Pauza: mřížka je skrytá a čas stojí.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Undo</source>
            <translation>Zpět</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Redo</source>
            <translation>Znovu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Zoom {percent}%</source>
            <translation>Přiblížení {percent} %</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>this puzzle</source>
            <translation>tuto úlohu</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>pasted text</source>
            <translation>vložený text</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>The design left in edit mode could not be restored: {reason}</source>
            <translation>Návrh ponechaný v režimu úprav nelze obnovit: {reason}</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Solved: every rule is met.</source>
            <translation>Vyřešeno: všechna pravidla jsou splněna.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>No mistakes so far.</source>
            <translation>Zatím žádné chyby.</translation>
        </message>
        <message>
            <location filename="../../gridgames/app/window.py" />
            <source>Shikaku, Nonogram, Hitori and Kurodoko on one deduction engine.</source>
            <translation>Shikaku, malované křížovky, Hitori a Kurodoko na jednom logickém jádru.</translation>
        </message>
    </context>
</TS>
