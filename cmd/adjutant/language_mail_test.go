package main

import (
	"bytes"
	"strings"
	"testing"

	"adjutant/games"
	"adjutant/mailio/mailtest"
)

// writtenInChinese reports whether a mail is the judge's Chinese: a
// Chinese subject, or full-width punctuation outside the lines it quotes
// back. English mail may name a Chinese word ("(移動 R7 vF3 vG3)") but
// never punctuates in Chinese.
func writtenInChinese(m mailtest.Mail) bool {
	if strings.ContainsAny(m.Subject, "结果回复回覆请寄发逾期") {
		return true
	}
	for _, line := range strings.Split(m.Body, "\n") {
		if !strings.HasPrefix(strings.TrimSpace(line), ">") && strings.ContainsAny(line, "，。：；（）") {
			return true
		}
	}
	return false
}

// One language per reader, by mail through the embedded servers: in an
// ASL game Wang joins in English and writes Chinese orders with no
// language set, Ivan writes English orders with one Chinese order word.
// Wang's answer is Chinese, under a Chinese subject that is neither folded
// after "Subject:" nor doubled ("回复：回复：命令"), and asks once whether
// to keep Chinese; the results and the stop's question follow the game's
// language (English) until Wang answers SET LANGUAGE zh-Hans, and from
// then on come in Chinese. Ivan and the master read English throughout.
func TestOneLanguagePerReaderByMail(t *testing.T) {
	dir := t.TempDir()
	mail, cfg := devMailAndJudge(t, dir)
	cfg.RepliesPerHour = 1000
	stop := runDaemonFor(t, cfg, &[games.SeedSize]byte{5, 4, 1, 1})
	defer stop()
	smtpAddr := mail.SMTPAddr()
	box := func(addr string) *gbMailbox { return &gbMailbox{t: t, mail: mail, addr: addr} }
	gm, ivan, wang := box("umpire@example.org"), box("ivan@example.org"), box("wang@example.org")

	submit(t, smtpAddr, gm.addr, "judge@localhost", "new game", "CREATE ?vil pw asl village\n")
	gm.await(1)
	submit(t, smtpAddr, ivan.addr, "judge@localhost", "join", "SIGNON ?vil ipw Russian\n")
	ivan.await(1)
	submit(t, smtpAddr, wang.addr, "judge@localhost", "join", "SIGNON ?vil hpw German\n")
	wang.await(2)
	ivan.await(1)
	gm.await(1)

	id := submit(t, smtpAddr, wang.addr, "judge@localhost", "=?UTF-8?B?5Zue5aSN77ya5Zue5aSN77ya5ZG95Luk?=",
		"SIGNON Gvil hpw\n询问 向 vF4\n射击 vJ4 向 任何 范围 4\n")
	r := wang.await(1)[0]
	if r.InReplyTo != id || r.Subject != "回复：命令" || !writtenInChinese(r) || !strings.Contains(r.Body, "您的语言") {
		t.Fatalf("the answer to Wang's Chinese orders (%q):\n%s", r.Subject, r.Body)
	}
	raws, err := mail.Messages(wang.addr)
	if err != nil {
		t.Fatal(err)
	}
	hdr, _, _ := bytes.Cut(raws[len(raws)-1], []byte("\r\n\r\n"))
	if bytes.Contains(hdr, []byte("Subject:\r\n")) || !bytes.Contains(hdr, []byte("\r\nSubject: =?")) {
		t.Errorf("the Chinese subject is folded after its name:\n%s", hdr)
	}

	id = submit(t, smtpAddr, ivan.addr, "judge@localhost", "orders",
		"SIGNON Rvil ipw\nMOVE R6 vD6 vE6 vF5\nAFIRE R6 AT vJ4\n移动 R7 vF4\nAFIRE R7 AT vJ4\n")
	for _, m := range ivan.await(2) {
		if m.InReplyTo == id && (writtenInChinese(m) || strings.Contains(m.Body, "Problems (")) {
			t.Fatalf("Ivan's English orders with one Chinese word, answered:\n%s", m.Body)
		}
	}
	gm.await(1)
	if q := wang.await(1)[0]; writtenInChinese(q) || !strings.Contains(q.Body, "Only German is asked") {
		t.Fatalf("Wang, with no language set, should get the question in the game's English:\n%s\n%s", q.Subject, q.Body)
	}

	// Wang keeps Chinese and answers the stop in the same mail: the
	// results it brings are in Chinese for Wang, in English for the others.
	id = submit(t, smtpAddr, wang.addr, "judge@localhost", "回复：命令", "设置 语言 zh-Hans\nSIGNON Gvil hpw\n不射击\n")
	for _, m := range wang.await(2) {
		if !writtenInChinese(m) || strings.Contains(m.Body, "您的语言") || strings.Contains(m.Body, "问题（共") {
			t.Errorf("Wang's mail after SET LANGUAGE (%q):\n%s", m.Subject, m.Body)
		}
		if m.InReplyTo != id && !strings.Contains(m.Subject, "结果") {
			t.Errorf("Wang's results mail is titled %q", m.Subject)
		}
	}
	ivan.await(1)
	gm.await(1)
	for _, b := range []*gbMailbox{ivan, gm} {
		for _, m := range b.all {
			if writtenInChinese(m) {
				t.Errorf("%s, who writes English, got Chinese mail: %s\n%s", b.addr, m.Subject, m.Body)
			}
		}
	}
}
