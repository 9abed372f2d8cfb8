package incoming

import "testing"

func TestQuotedLinesAndForwardsAreCounted(t *testing.T) {
	cases := []struct {
		name, body string
		quoted     int
		forwarded  bool
	}{
		{"nothing quoted", "SIGNON Fgame pw\nA Par H\n", 0, false},
		{"gmail reply", "A Par H\n\nOn Sun, 22 Nov 2026 at 11:00, Judge <judge@adjutant.example> wrote:\n> Orders of France\n>\n> A Par - Bur\n", 4, false},
		{"attribution wrapped over two lines", "A Par H\n\nOn Sun, 22 Nov 2026 at 11:00, Judge\n<judge@adjutant.example> wrote:\n> x\n", 3, false},
		{"interleaved quotes", "> question one\nA Par H\n> question two\nA Mar H\n", 2, false},
		{"outlook original below", "A Par H\n\n-----Original Message-----\nFrom: Judge\nSent: Sunday\nSubject: orders\n\nyour orders\n", 5, false},
		{"gmail forward", "please see below\n\n---------- Forwarded message ---------\nFrom: Bob <bob@example.org>\nDate: Sun\n\nA Lon - Nth\n", 0, true},
		{"apple forward", "FYI\n\nBegin forwarded message:\n\nFrom: Bob\n", 0, true},
		{"quote then forward", "A Par H\n> earlier\n\n---------- Forwarded message ---------\nx\n", 1, true},
		{"signature is no quote", "A Par H\n-- \nJohn\nDiplomacy fan\n", 0, false},
		{"quote after the signature", "A Par H\n-- \nJohn\n\nOn Sunday Judge wrote:\n> x\n> y\n", 2, false},
		{"chinese attribution", "A Par H\n\n在 2026年11月22日 11:00，Judge 写道：\n> 法国的命令\n", 2, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			m := mustParse(t, mailWith("Content-Type: text/plain; charset=utf-8\n", c.body), nil)
			if m.QuotedLines != c.quoted || m.Forwarded != c.forwarded {
				t.Errorf("QuotedLines %d, Forwarded %v; want %d, %v (Text %q)", m.QuotedLines, m.Forwarded, c.quoted, c.forwarded, m.Text)
			}
		})
	}
}

// A forwarded message written into the mail below the orders, as each
// client starts it: everything from its first line on is skipped, however
// the client's language names it.
func TestForwardSeparatorsOfEveryClientEndTheText(t *testing.T) {
	report := "\n\nOrders\n------\nFrance:\n  A Par - Bur     succeeded\n"
	for _, sep := range []string{
		"-------- 转发邮件信息 --------\n发件人：\"Adjutant\" <judge@adjutant.example>\n发送日期：2026-11-27 09:30:00", // NetEase 163
		"------------------ 转发邮件 ------------------\n发件人: \"Adjutant\"<judge@adjutant.example>;",        // QQ Mail
		"------------------&nbsp;转发邮件&nbsp;------------------",                                          // QQ Mail, entity left in
		"-------- 轉寄郵件 --------\n寄件者：Adjutant <judge@adjutant.example>",                                 // a Taiwanese webmail
		"-------- 转发的消息 --------\n主题：\tuc: S1901M results\n日期：\tFri, 27 Nov 2026 09:30:00 +0000",        // Thunderbird, zh-CN
		"-------- 轉寄的訊息 --------\n主旨：\tuc: S1901M results",                                              // Thunderbird, zh-TW
		"-------- Weitergeleitete Nachricht --------\nBetreff: \tuc: S1901M results",                    // Thunderbird, de
		"-------- Message transféré --------\nSujet : \tuc: S1901M results",                             // Thunderbird, fr
		"-------- Mensaje reenviado --------\nAsunto: \tuc: S1901M results",                             // Thunderbird, es
	} {
		t.Run(sep[:20], func(t *testing.T) {
			m := mustParse(t, mailWith("Content-Type: text/plain; charset=utf-8\n", "SIGNON Fuc pw\nA Par - Bur\n\n"+sep+report), nil)
			if m.Text != "SIGNON Fuc pw\nA Par - Bur" || !m.Forwarded {
				t.Errorf("Text %q, Forwarded %v; want the two lines above the forward, and Forwarded", m.Text, m.Forwarded)
			}
		})
	}
}

// Thunderbird in Chinese, set to write the original message's header
// above the quote, starts it "-------- 原始消息 --------" (zh-TW
// "原始訊息"): the text ends there.
func TestThunderbirdChineseOriginalMessageEndsTheText(t *testing.T) {
	for _, sep := range []string{"-------- 原始消息 --------", "-------- 原始訊息 --------"} {
		m := mustParse(t, mailWith("Content-Type: text/plain; charset=utf-8\n", "A Par - Bur\n\n"+sep+"\n主题：\tx\n\nA Mar H\n"), nil)
		if m.Text != "A Par - Bur" {
			t.Errorf("%s: Text %q", sep, m.Text)
		}
	}
}

// Outlook's header block above the earlier message in Spanish,
// Portuguese and Italian ends the text as the English one does.
func TestOutlookHeaderBlocksInOtherLanguagesEndTheText(t *testing.T) {
	for _, block := range []string{
		"De: Adjutant <judge@adjutant.example>\nEnviado el: viernes, 27 de noviembre de 2026 9:30\nPara: f@example.org\nAsunto: west",
		"De: Adjutant <judge@adjutant.example>\nEnviado: sexta-feira, 27 de novembro de 2026 09:30\nPara: f@example.org",
		"Da: Adjutant <judge@adjutant.example>\nInviato: venerdì 27 novembre 2026 09:30\nA: f@example.org\nOggetto: west",
	} {
		m := mustParse(t, mailWith("Content-Type: text/plain; charset=utf-8\n", "A Par - Bur\n\n"+block+"\n\nA Mar H\n"), nil)
		if m.Text != "A Par - Bur" {
			t.Errorf("%q: Text %q", block[:30], m.Text)
		}
	}
}

// Zoho Mail's reply attribution "---- On … wrote ----" (in Chinese
// "---- 在 … 撰写 ----") and its forward "==== Forwarded message ===="
// end the text as the other clients' do.
func TestZohoAttributionAndForwardEndTheText(t *testing.T) {
	for _, sep := range []string{
		"---- On Fri, 27 Nov 2026 09:30:00 +0800 Adjutant <judge@adjutant.example> wrote ----",
		"---- 在 星期五, 2026-11-27 09:30:00 Adjutant <judge@adjutant.example> 撰写 ----",
		"============ Forwarded message ============",
	} {
		m := mustParse(t, mailWith("Content-Type: text/plain; charset=utf-8\n", "A Par - Bur\n\n"+sep+"\n\nOrders\nA Mar - Spa  succeeded\n"), nil)
		if m.Text != "A Par - Bur" {
			t.Errorf("%s: Text %q", sep, m.Text)
		}
	}
}
