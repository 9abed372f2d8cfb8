package templates

import (
	"fmt"
	"sort"
	"strings"
	"testing"
	"testing/fstest"
	"unicode"
	"unicode/utf8"

	"adjutant/templates/i18n"
)

func TestCatalogueLoadsWithEveryKeyInEveryLanguage(t *testing.T) {
	if _, err := texts(); err != nil {
		t.Fatal(err)
	}
	if _, err := Load(); err != nil {
		t.Fatal(err)
	}
}

// verbs describes the arguments a format takes: for each argument number,
// the kind of verb that prints it. %s, %q and %v all print a string
// (English quotes a word with %q where Chinese writes 「%s」), so they are
// one kind; any other verb is its own.
func verbs(format string) string {
	used := map[int]string{}
	arg := 1
	for i := 0; i < len(format); i++ {
		if format[i] != '%' {
			continue
		}
		i++
		for i < len(format) && strings.IndexByte("+-# 0", format[i]) >= 0 {
			i++
		}
		for i < len(format) && (format[i] >= '0' && format[i] <= '9' || format[i] == '.') {
			i++
		}
		if i < len(format) && format[i] == '[' {
			end := strings.IndexByte(format[i:], ']')
			if end < 0 {
				return "bad index in " + format
			}
			if _, err := fmt.Sscanf(format[i+1:i+end], "%d", &arg); err != nil {
				return "bad index in " + format
			}
			i += end + 1
		}
		for i < len(format) && (format[i] >= '0' && format[i] <= '9' || format[i] == '.') {
			i++
		}
		if i >= len(format) {
			return "a lone % at the end"
		}
		r, _ := utf8.DecodeRuneInString(format[i:])
		switch r {
		case '%':
			continue
		case 's', 'q', 'v':
			used[arg] = "string"
		default:
			used[arg] = string(r)
		}
		arg++
	}
	var out []string
	for n, kind := range used {
		out = append(out, fmt.Sprintf("%d:%s", n, kind))
	}
	sort.Strings(out)
	return strings.Join(out, " ")
}

func TestVerbsTellArgumentsApart(t *testing.T) {
	for _, c := range []struct{ a, b string }{
		{"%q is not a command", "「%s」不是指令"},
		{"%s of %s processed", "%[2]s 的 %[1]s 已結算"},
		{"%d of %d players", "%d/%d 位玩家"},
		{"100%% sure: %s", "%s,百分之百"},
	} {
		if verbs(c.a) != verbs(c.b) {
			t.Errorf("%q and %q should take the same arguments: %s vs %s", c.a, c.b, verbs(c.a), verbs(c.b))
		}
	}
	for _, c := range []struct{ a, b string }{
		{"%d players", "%s 位玩家"},
		{"%s and %s", "%s"},
		{"%s in %d", "%[2]s 在 %[1]d"},
	} {
		if verbs(c.a) == verbs(c.b) {
			t.Errorf("%q and %q take different arguments, but both read as %s", c.a, c.b, verbs(c.a))
		}
	}
}

func TestCatalogueFormatsAgreeAcrossLanguages(t *testing.T) {
	for _, key := range Keys() {
		en, _ := Raw(i18n.English, key)
		want := verbs(en)
		for _, lang := range i18n.Langs()[1:] {
			text, _ := Raw(lang, key)
			if got := verbs(text); got != want {
				t.Errorf("%s: %s takes arguments %q, English %q\n  en: %s\n  %s: %s", key, lang, got, want, en, lang, text)
			}
		}
	}
}

func TestCatalogueLinesHaveNoTrailingSpace(t *testing.T) {
	for _, lang := range i18n.Langs() {
		src, err := files.ReadFile(string(lang) + "/" + catalogueFile)
		if err != nil {
			t.Fatal(err)
		}
		for n, line := range strings.Split(string(src), "\n") {
			if strings.TrimRight(line, " \t") != line {
				t.Errorf("%s/%s:%d ends in blanks, which an editor may drop: %q", lang, catalogueFile, n+1, line)
			}
		}
	}
}

func TestCatalogueRefusesMistakes(t *testing.T) {
	good := "[a.b]\ntext %s\n\n[c]\ntwo\nlines\n\n\n"
	for name, fsys := range map[string]fstest.MapFS{
		"a key missing in one language": {
			"en/catalogue.msg":      {Data: []byte(good)},
			"zh-Hant/catalogue.msg": {Data: []byte(good)},
			"zh-Hans/catalogue.msg": {Data: []byte("[a.b]\n文字 %s\n")},
		},
		"a key twice": {
			"en/catalogue.msg":      {Data: []byte(good + "[c]\nagain\n")},
			"zh-Hant/catalogue.msg": {Data: []byte(good)},
			"zh-Hans/catalogue.msg": {Data: []byte(good)},
		},
		"text before the first key": {
			"en/catalogue.msg":      {Data: []byte("stray\n" + good)},
			"zh-Hant/catalogue.msg": {Data: []byte(good)},
			"zh-Hans/catalogue.msg": {Data: []byte(good)},
		},
		"an empty text": {
			"en/catalogue.msg":      {Data: []byte(good + "[d]\n\n")},
			"zh-Hant/catalogue.msg": {Data: []byte(good + "[d]\n\n")},
			"zh-Hans/catalogue.msg": {Data: []byte(good + "[d]\n\n")},
		},
	} {
		if _, err := parseCatalogue(fsys); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	// An empty text is named by the line of its key, as the other
	// mistakes are by theirs.
	if _, err := parseEntries("en/catalogue.msg", []byte(good+"[d]\n\n[e]\nfine\n")); err == nil || !strings.Contains(err.Error(), `en/catalogue.msg:9: "d" is empty`) {
		t.Errorf("an empty text: %v, want its key's line named", err)
	}
	c, err := parseCatalogue(fstest.MapFS{
		"en/catalogue.msg":      {Data: []byte("# comment\n\n" + good)},
		"zh-Hant/catalogue.msg": {Data: []byte(good)},
		"zh-Hans/catalogue.msg": {Data: []byte(good)},
	})
	if err != nil {
		t.Fatal(err)
	}
	if c[i18n.English]["a.b"] != "text %s" || c[i18n.English]["c"] != "two\nlines" {
		t.Fatalf("parsed %q", c[i18n.English])
	}
}

func TestEveryHelpTextIsTranslatedWithATitle(t *testing.T) {
	hs := Helps()
	if len(hs) < 4 {
		t.Fatalf("help texts: %v", hs)
	}
	for _, h := range hs {
		for _, lang := range i18n.Langs() {
			title, rest, _ := strings.Cut(h.Body.In(lang), "\n")
			if strings.TrimSpace(title) == "" || strings.TrimSpace(rest) == "" {
				t.Errorf("help %s in %s has no title line or no body", h.Name, lang)
			}
		}
	}
}

// Chinese text is written with full-width punctuation: a half-width
// comma, semicolon, colon or parenthesis against a Han character is a slip
// (commands and times keep theirs: "Fwest:west", "20:00").
func TestChineseTextUsesFullWidthPunctuation(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.TraditionalChinese, i18n.SimplifiedChinese} {
		for _, key := range Keys() {
			text, _ := Raw(lang, key)
			for _, slip := range i18n.HalfWidthSlips(text) {
				t.Errorf("%s %s: half-width punctuation beside a Han character: %s", lang, key, slip)
			}
		}
	}
}

// A Chinese question ends in a full-width question mark: "是不是 gba?"
// read as English punctuation left in a Chinese reply. A "?" that starts
// a game name (SIGNON ?棋局) is the command's own and stays.
func TestChineseQuestionsEndInAFullWidthMark(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.TraditionalChinese, i18n.SimplifiedChinese} {
		for _, key := range Keys() {
			text, _ := Raw(lang, key)
			for _, line := range strings.Split(text, "\n") {
				rs := []rune(line)
				for i, r := range rs {
					if r != '?' {
						continue
					}
					// The line's end or full-width punctuation next, or Han before.
					end := i+1 == len(rs) || (rs[i+1] >= 0x3000 && rs[i+1] <= 0x303F) || rs[i+1] >= 0xFF00
					if end || (i > 0 && unicode.Is(unicode.Han, rs[i-1])) {
						t.Errorf("%s %s: a half-width question mark ends a question: %s", lang, key, line)
					}
				}
			}
		}
	}
}

// The judge addresses a player as 您 throughout; a 你 among them reads
// as a slip of register.
func TestChineseAddressesThePlayerPolitely(t *testing.T) {
	for _, lang := range []i18n.Lang{i18n.TraditionalChinese, i18n.SimplifiedChinese} {
		for _, key := range Keys() {
			if text, _ := Raw(lang, key); strings.Contains(text, "你") {
				t.Errorf("%s %s says 你, not 您: %s", lang, key, text)
			}
		}
	}
}
