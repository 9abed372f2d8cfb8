package incoming

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"
)

// corpusSelf is the judge's address in every corpus message.
var corpusSelf = []string{"judge@adjutant.example"}

// TestCorpus walks testdata/corpus. Each NAME.eml has a NAME.want holding
// one of:
//
//	the expected cleaned Text (the message must be answerable and intact);
//	"NO REPLY: <substring of Robot>";
//	"BOUNCE: <addr> <status>" for a delivery status notification;
//	"BROKEN: <substring of Broken>" followed by lines that Readable must
//	contain.
func TestCorpus(t *testing.T) {
	emls, err := filepath.Glob(filepath.Join("testdata", "corpus", "*.eml"))
	if err != nil || len(emls) == 0 {
		t.Fatalf("no corpus: %v", err)
	}
	for _, path := range emls {
		name := strings.TrimSuffix(filepath.Base(path), ".eml")
		t.Run(name, func(t *testing.T) {
			raw, err := os.ReadFile(path)
			if err != nil {
				t.Fatal(err)
			}
			wantB, err := os.ReadFile(strings.TrimSuffix(path, ".eml") + ".want")
			if err != nil {
				t.Fatal(err)
			}
			want := strings.TrimSuffix(string(wantB), "\n")
			m, err := Parse(raw, &Options{Self: corpusSelf})
			if err != nil {
				t.Fatalf("Parse: %v", err)
			}
			first, rest, _ := strings.Cut(want, "\n")
			switch {
			case strings.HasPrefix(first, "NO REPLY: "):
				reason := strings.TrimPrefix(first, "NO REPLY: ")
				if !strings.Contains(m.Robot, reason) {
					t.Errorf("Robot = %q, want it to contain %q", m.Robot, reason)
				}
			case strings.HasPrefix(first, "BOUNCE: "):
				f := strings.Fields(strings.TrimPrefix(first, "BOUNCE: "))
				if m.Bounce == nil || len(m.Bounce.Recipients) == 0 {
					t.Fatalf("Bounce = %+v, want recipient %v", m.Bounce, f)
				}
				r := m.Bounce.Recipients[0]
				if r.Addr != f[0] || r.Status != f[1] {
					t.Errorf("bounce recipient = %+v, want %v", r, f)
				}
				if m.Robot == "" {
					t.Error("a bounce must never be answered, Robot is empty")
				}
			case strings.HasPrefix(first, "BROKEN: "):
				if !strings.Contains(m.Broken, strings.TrimPrefix(first, "BROKEN: ")) {
					t.Errorf("Broken = %q, want %q", m.Broken, first)
				}
				for _, l := range strings.Split(rest, "\n") {
					if l != "" && !strings.Contains(m.Readable, l) {
						t.Errorf("Readable = %q, lacks %q", m.Readable, l)
					}
				}
			default:
				if m.Robot != "" || m.Broken != "" {
					t.Errorf("Robot = %q, Broken = %q; want an answerable message", m.Robot, m.Broken)
				}
				if m.Text != want {
					t.Errorf("Text =\n%s\n--- want ---\n%s", m.Text, want)
				}
			}
			if x, ok := corpusExtras[name]; ok {
				x.check(t, m)
			}
		})
	}
}

// extra holds expectations beyond the text for some corpus messages.
type extra struct {
	subject, fromName, fromAddr, inReplyTo string
	references                             []string
	attachments                            []string // file names
	htmlOnly                               bool
	textAsWritten                          string      // a line TextAsWritten must contain
	sealed                                 []string    // Message.Sealed
	files                                  [][2]string // Message.Files: name, Text
}

func (x extra) check(t *testing.T, m *Message) {
	t.Helper()
	if x.subject != "" && m.Subject != x.subject {
		t.Errorf("Subject = %q, want %q", m.Subject, x.subject)
	}
	if x.fromName != "" && m.From.Name != x.fromName {
		t.Errorf("From.Name = %q, want %q", m.From.Name, x.fromName)
	}
	if x.fromAddr != "" && m.From.Address != x.fromAddr {
		t.Errorf("From.Address = %q, want %q", m.From.Address, x.fromAddr)
	}
	if x.inReplyTo != "" && m.InReplyTo != x.inReplyTo {
		t.Errorf("InReplyTo = %q, want %q", m.InReplyTo, x.inReplyTo)
	}
	if x.references != nil && !slices.Equal(m.References, x.references) {
		t.Errorf("References = %q, want %q", m.References, x.references)
	}
	var names []string
	for _, a := range m.Attachments {
		names = append(names, a.Filename)
	}
	if !slices.Equal(names, x.attachments) {
		t.Errorf("attachments = %q, want %q", names, x.attachments)
	}
	if m.HTMLOnly != x.htmlOnly {
		t.Errorf("HTMLOnly = %v, want %v", m.HTMLOnly, x.htmlOnly)
	}
	if !slices.Equal(m.Sealed, x.sealed) {
		t.Errorf("Sealed = %q, want %q", m.Sealed, x.sealed)
	}
	if x.textAsWritten != "" && !strings.Contains(m.TextAsWritten, x.textAsWritten) {
		t.Errorf("TextAsWritten = %q, lacks %q", m.TextAsWritten, x.textAsWritten)
	}
	var files [][2]string
	for _, f := range m.Files {
		files = append(files, [2]string{f.Name, f.Text})
	}
	if !slices.Equal(files, x.files) {
		t.Errorf("files = %q, want %q", files, x.files)
	}
}

var corpusExtras = map[string]extra{
	"gmail_alternative_quoted": {subject: "Re: game1 Spring 1901 orders", fromName: "Marie Dupont",
		inReplyTo: "<game1.s1901m.7@adjutant.example>", references: []string{"<game1.s1901m.7@adjutant.example>"}},
	"outlook_html_only_reply": {htmlOnly: true},
	"html_only":               {htmlOnly: true},
	"applemail_attachment":    {fromName: "Björn Larsson", attachments: []string{"map.pdf"}},
	"gb2312_base64":           {subject: "回复：第一局 春季命令", fromName: "王小明", textAsWritten: "Ａ　Ｐａｒ－Ｂｕｒ"},
	"big5_qp":                 {subject: "回覆：第一局", fromName: "陳大文"},
	"gbk_outlook_block":       {subject: "回复: 第一局 春季命令", fromName: "张喆"},
	"gb18030":                 {subject: "回复：𠮷", fromName: "李四"},
	"iso2022jp":               {subject: "第一局の命令", fromName: "山田太郎"},
	"windows1252":             {subject: "Entente – cordiale", fromName: "François Lévesque", textAsWritten: "“Entente cordiale” – shall we?"},
	"iso88591":                {subject: "München", fromName: "Jürgen Müller"},
	"fullwidth_orders":        {subject: "命令", textAsWritten: "你好，英格兰：我们（法国）不会进攻。"},
	"qqmail_gb18030": {subject: "回复：game1 1901年春季 行动", fromName: "王伟", textAsWritten: "Ａ　Ｐａｒ－Ｂｕｒ",
		inReplyTo: "<game1.s1901m.7@adjutant.example>"},
	"netease163_gbk":                 {subject: "Re:game1 1901年春季 行动", fromName: "张敏"},
	"netease_mailmaster_html":        {htmlOnly: true, fromName: "张敏"},
	"outlook_zh_cn_html":             {htmlOnly: true, subject: "回复: game1 1901年春季 行动", fromName: "赵磊"},
	"outlook_zh_tw_html":             {htmlOnly: true, fromName: "黃國強", textAsWritten: "陸軍 君士坦丁堡→保加利亞"},
	"outlook_web_zh_tw":              {subject: "回覆: game1 1901年春季 行動", fromName: "陳志明"},
	"gmail_zh_hant_wrapped":          {subject: "回覆：game1 1901年春季 行動", fromName: "林美玲"},
	"iphone_zh_hans":                 {fromName: "周杰", textAsWritten: "陆军 巴黎－勃艮第"},
	"applemail_flowed_delsp":         {textAsWritten: "共同对抗德国在北海方向的扩张，请考虑我们的提议。"},
	"outlook2010_zh_cn":              {subject: "答复: game1 1901年春季 行动", fromName: "钱程"},
	"windows_mail_zh_cn":             {htmlOnly: true, fromName: "孙浩"},
	"outlook_tnef_with_text":         {fromName: "Weber, Anna", attachments: []string{"winmail.dat"}},
	"exchange_tnef_no_body":          {sealed: []string{SealedTNEF}},
	"outlook_rich_text_tnef":         {fromName: "Weber, Anna", textAsWritten: "陆军 巴黎-勃艮第"},
	"outlook_smime_encrypted":        {sealed: []string{SealedSMIME}},
	"thunderbird_pgp_mime_encrypted": {sealed: []string{SealedPGP}},
	"mutt_pgp_inline_encrypted":      {sealed: []string{SealedPGP}},
	"thunderbird_forward_attached":   {subject: "Fwd: orders", attachments: []string{"orders.eml"}},
	"outlook_html_table":             {htmlOnly: true},
	"charset_typo_gbk2312":           {textAsWritten: "陆军 巴黎-勃艮第"},
	"cr_line_ends":                   {fromAddr: "eolcr@example.com", subject: "orders"},
	"subject_gbk_split":              {subject: "回复：第一局春季命令", fromName: "王伟"},
	"from_utf8_local_part":           {fromAddr: "张伟@example.cn", fromName: "张伟"},
	"from_idn_domain":                {fromAddr: "wei@例子.中国"},
	"thunderbird_orders_txt":         {fromName: "Anna Weber", files: [][2]string{{"orders.txt", "SIGNON Ggame1 pw\nA Ber-Kie\nF Kie-Den"}}},
	"notepad_utf16_octet":            {fromName: "王小明", files: [][2]string{{"orders.txt", zhOrdersFile}}},
	"foxmail_gbk_txt":                {fromName: "张敏", files: [][2]string{{"命令.txt", zhOrdersFile}}},
	"rfc2231_gbk_filename":           {fromName: "张敏", files: [][2]string{{"命令.txt", zhOrdersFile}}},
	"rfc2231_latin1_name_pieces":     {fromName: "Jean Dupont", files: [][2]string{{"ordres d'été.txt", "SIGNON Fgame1 pw\nA Par-Bur\nF Bre-Mao"}}},
	"applemail_textedit_txt":         {files: [][2]string{{"orders.txt", "A Mos-Ukr\nF Sev-Bla\nA War-Gal"}}},
	"binary_named_txt":               {attachments: []string{"orders.txt"}},
	"plain_no_mime": {fromAddr: "old.timer@example.edu", inReplyTo: "<game1.s1901m.3@adjutant.example>",
		references: []string{"<game1.s1901m.1@adjutant.example>", "<game1.s1901m.3@adjutant.example>"}},
}

// zhOrdersFile is the text of the Chinese orders.txt of the corpus, in
// whatever encoding the file was saved.
const zhOrdersFile = "SIGNON Fgame1 pw\n陆军 巴黎-勃艮第\n舰队 布雷斯特-英吉利海峡"
