package templates

import (
	"go/ast"
	"go/parser"
	"go/token"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"unicode"

	"adjutant/templates/i18n"
)

// scriptQuotes are the places where Chinese text names or quotes the
// other script on purpose: each language's name in its own script, and
// help lines showing that a place or a verb may be written either way.
var scriptQuotes = []string{
	"繁體中文", "简体中文", // the language picker names each in its own script
	"（罗馬）",          // diplomacy: a place name written in mixed scripts is read
	"“砲”", "砲击 A08", // marengo: 炮 and 砲 are both accepted
}

// otherUsage holds, for each script, quotation marks and interface words
// that its readers know as the other region's: mainland text quotes with
// “” and says 默认, 登录, 信息; Taiwan and Hong Kong text quotes with 「」
// and says 預設, 登入, 訊息. Only words that have no other sense are
// listed (文件, 程序 and 设定 are ordinary words on both sides). 寄 is
// the one exception: it means posting a letter, and the judge posts
// nothing, so in Simplified text it is always the Taiwan way of saying
// "send an email" (寄信, 寄出, 寄给), where mainland readers expect 发.
var otherUsage = map[i18n.Lang][]string{
	i18n.SimplifiedChinese:  {"「", "」", "讯息", "档案", "伺服器", "帐号", "帐户", "登入", "程式", "软体", "网路", "寄"},
	i18n.TraditionalChinese: {"“", "”", "默認", "登錄", "信息", "服務器", "賬號", "賬戶", "軟件", "網絡", "視頻"},
}

// otherScript lists text's characters of the wrong Chinese script for
// lang, and the other region's words, leaving out the quotations above.
func otherScript(lang i18n.Lang, text string) string {
	for _, q := range scriptQuotes {
		text = strings.ReplaceAll(text, q, "")
	}
	slips := string(i18n.OtherScript(lang, text))
	for _, w := range otherUsage[lang] {
		if strings.Contains(text, w) {
			slips += w
		}
	}
	return slips
}

// A Traditional character in Simplified text (or the reverse) is a slip
// a reader notices at once: "默認" in a zh-Hans reply, "们" in a zh-Hant
// one. Every catalogue entry, mail template and help text, the judge's
// and each game's, is in its own script and region's usage throughout.
func TestChineseTextIsInItsOwnScript(t *testing.T) {
	langs := []i18n.Lang{i18n.TraditionalChinese, i18n.SimplifiedChinese}
	for _, lang := range langs {
		for _, key := range Keys() {
			text, _ := Raw(lang, key)
			if slips := otherScript(lang, text); slips != "" {
				t.Errorf("%s %s: %q belong to the other script or region: %s", lang, key, slips, text)
			}
		}
		for _, h := range Helps() {
			if slips := otherScript(lang, h.Body.In(lang)); slips != "" {
				t.Errorf("%s help %s: %q belong to the other script or region", lang, h.Name, slips)
			}
		}
		games, err := filepath.Glob(filepath.Join("..", "games", "*", "help", string(lang), "*.txt"))
		if err != nil || len(games) == 0 {
			t.Fatalf("no game help in %s: %v", lang, err)
		}
		mails, err := filepath.Glob(filepath.Join(string(lang), "*.txt")) // reply.txt and the other mail templates
		if err != nil || len(mails) == 0 {
			t.Fatalf("no mail templates in %s: %v", lang, err)
		}
		for _, name := range append(games, mails...) {
			b, err := os.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			for i, line := range strings.Split(string(b), "\n") {
				if slips := otherScript(lang, line); slips != "" {
					t.Errorf("%s:%d: %q belong to the other script or region: %s", name, i+1, slips, line)
				}
			}
		}
	}
}

// textArgs finds the English, Traditional and Simplified literals among a
// call's arguments, the order i18n.T, i18n.Tr, games.Refuse and the
// engines' own helpers (bad, fail, want …) take them in: the index of the
// English one, or -1 when no three literals in a row read that way. The
// English must be prose (lower case), which keeps out the parsers' lists
// of accepted words.
func textArgs(args []ast.Expr) int {
	str := func(e ast.Expr) (string, bool) {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return "", false
		}
		s, err := strconv.Unquote(lit.Value)
		return s, err == nil
	}
	han := func(s string) bool {
		return strings.ContainsFunc(s, func(r rune) bool { return unicode.Is(unicode.Han, r) })
	}
	for i := 0; i+2 < len(args); i++ {
		en, ok1 := str(args[i])
		hant, ok2 := str(args[i+1])
		hans, ok3 := str(args[i+2])
		prose := strings.ContainsAny(en, "abcdefghijklmnopqrstuvwxyz") // not a keyword list: add("KEEPDM", "保留DM", "保留絕望")
		if ok1 && ok2 && ok3 && prose && !han(en) && han(hant) && han(hans) {
			return i
		}
	}
	return -1
}

// The engines write much of their Chinese inline, as i18n.T(en, hant,
// hans, …), in helpers that take the same three, or as i18n.Text{Hant: …,
// Hans: …}; those literals are held to the same rule. (Tests are left
// out: some feed mixed scripts on purpose.)
func TestEngineChineseIsInItsOwnScript(t *testing.T) {
	fset := token.NewFileSet()
	checked := 0
	check := func(lang i18n.Lang, e ast.Expr) {
		lit, ok := e.(*ast.BasicLit)
		if !ok || lit.Kind != token.STRING {
			return
		}
		s, err := strconv.Unquote(lit.Value)
		if err != nil {
			return
		}
		checked++
		if slips := otherScript(lang, s); slips != "" {
			t.Errorf("%s: %s %q: %q belong to the other script or region", fset.Position(lit.Pos()), lang, s, slips)
		}
	}
	for _, dir := range []string{"../games", "../judge", "."} {
		err := filepath.WalkDir(dir, func(name string, d fs.DirEntry, err error) error {
			if err != nil || d.IsDir() || !strings.HasSuffix(name, ".go") || strings.HasSuffix(name, "_test.go") {
				return err
			}
			f, err := parser.ParseFile(fset, name, nil, 0)
			if err != nil {
				return err
			}
			ast.Inspect(f, func(n ast.Node) bool {
				switch x := n.(type) {
				case *ast.CallExpr:
					if i := textArgs(x.Args); i >= 0 {
						check(i18n.TraditionalChinese, x.Args[i+1])
						check(i18n.SimplifiedChinese, x.Args[i+2])
					}
				case *ast.KeyValueExpr:
					if id, ok := x.Key.(*ast.Ident); ok && id.Name == "Hant" {
						check(i18n.TraditionalChinese, x.Value)
					} else if ok && id.Name == "Hans" {
						check(i18n.SimplifiedChinese, x.Value)
					}
				}
				return true
			})
			return nil
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	if checked < 100 {
		t.Fatalf("only %d Chinese literals found in the engines: the walk missed them", checked)
	}
}
