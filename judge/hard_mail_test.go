package judge

import (
	"bytes"
	"encoding/base64"
	"encoding/binary"
	"fmt"
	"log/slog"
	"strings"
	"testing"
)

// A plan line of 20,000 Chinese characters (text pasted by mistake, a key
// held down) is refused like any line that is no plan line, and the mail
// behind it is answered. Cutting such a line into the game's words used
// to try every piece of it: the judge worked on it for minutes, holding
// the database, and no mail was read or sent meanwhile.
func TestALongChineseLineIsRefusedAndTheMailBehindItAnswered(t *testing.T) {
	tj := newGettysburgJudge(t)
	long := strings.Repeat("命令", 10000)
	r := tj.send(t, "grey@example.org", "SIGNON Cgb greypw\n"+long+"\nPASS")
	flat := strings.Join(strings.Fields(r.Body), "")
	wantIn(t, "the reply to a long line", flat, "第2行", "这不是计划的一行")
	// The line is shown once, above its answer; the list of problems
	// quotes its start.
	if n := strings.Count(flat, long); n != 1 {
		t.Errorf("the reply quotes the long line %d times, want once", n)
	}
	wantIn(t, "the list of problems", flat, "第2行“"+strings.Repeat("命令", 50)+"…”：这不是计划的一行")
	r = tj.send(t, "blue@example.org", "SIGNON Ugb bluepw\nPASS")
	wantIn(t, "the mail behind it", r.Body, "signed on as Union in gb", "> PASS")
}

// A mail whose structure cannot be read is not carried out; the answer
// says what was wrong with it, in the player's words, and the log has one
// line for the operator. The mail behind it is answered as usual.
func TestADamagedMailIsToldWhatWasWrong(t *testing.T) {
	var log bytes.Buffer
	tj := newTestJudge(t, Options{RepliesPerHour: 1000, Logger: slog.New(slog.NewTextHandler(&log, nil))})
	head := "From: carol@example.net\nSubject: orders\nMIME-Version: 1.0\n"
	cases := []struct {
		name, mail string
		want       string
	}{
		{"cut off", "Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\nSEVMUApMSVN",
			"as a mail cut short on its way does"},
		{"not base64", "Content-Type: text/plain\nContent-Transfer-Encoding: base64\n\n!!!not base64***\n",
			"holds characters that do not belong there"},
		{"no boundary", "Content-Type: multipart/mixed\n\nHELP\n",
			"does not show where one part ends and the next begins"},
		{"an encoding no one uses", "Content-Type: text/plain\nContent-Transfer-Encoding: x-uuencode\n\nbegin 644 orders.txt\n",
			"a transfer encoding that no mail program uses"},
	}
	for i, c := range cases {
		tj.deliver(t, head+fmt.Sprintf("Message-ID: <damaged%d@example.net>\n", i)+c.mail)
		r := tj.last(t, "carol@example.net")
		flat := strings.Join(strings.Fields(r.Body), " ")
		wantIn(t, c.name, flat, "none of it was carried out", c.want)
	}
	wantIn(t, "the log", log.String(), `msg="mail with a damaged structure not carried out" inbound=4 from=carol@example.net why="unknown transfer encoding x-uuencode"`)
	r := tj.send(t, "carol@example.net", "HELP SIGNON")
	wantIn(t, "the mail behind them", r.Body, "> HELP SIGNON")
	tj.deliver(t, "From: wei@example.cn\nSubject: =?UTF-8?B?5ZG95Luk?=\nMessage-ID: <damaged-zh@example.cn>\nMIME-Version: 1.0\n"+
		"Content-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n55m75YWlID9nYiDlr4bnoIEK5biu5Yqp\n5bi")
	wantIn(t, "the Chinese answer", strings.Join(strings.Fields(tj.last(t, "wei@example.cn").Body), ""), "像是在途中被截断")
}

// The same mail delivered twice (by two routes, so its Received lines
// differ) is carried out and answered once, and the log says why the
// second copy got no answer; the same orders sent again by the player,
// a new mail, are answered again.
func TestAMailDeliveredTwiceIsAnsweredOnce(t *testing.T) {
	var log bytes.Buffer
	tj := newTestJudge(t, Options{RepliesPerHour: 1000, Logger: slog.New(slog.NewTextHandler(&log, nil))})
	raw := mailFrom("dora@example.net", "twice@example.net", "help", "HELP SIGNON")
	tj.deliver(t, raw)
	tj.deliver(t, "Received: from mx2.example.net by mx.example.org; Sun, 22 Nov 2026 11:59:30 +0000\n"+raw)
	if n := len(tj.mailsTo(t, "dora@example.net")); n != 1 {
		t.Fatalf("%d answers to one mail delivered twice, want 1", n)
	}
	wantIn(t, "the log", log.String(), `msg="second delivery of a mail already recorded, not read again" inbound=1 mailbox=INBOX uid=2`)
	tj.deliver(t, mailFrom("dora@example.net", "again@example.net", "help", "HELP SIGNON"))
	if n := len(tj.mailsTo(t, "dora@example.net")); n != 2 {
		t.Fatalf("%d answers after the player sent the mail again, want 2", n)
	}
}

// A picture an older mail program wrote into the text (uuencoded) below
// a plan is no part of the plan: the plan stands complete, and the answer
// lists the file as not read, saying why.
func TestAUUEncodedPictureBelowAPlanIsNotReadAsPlanLines(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nPASS\n\nbegin 644 map.png\n"+
		"M9&%T80H`9&%T80H`9&%T80H`9&%T80H`9&%T80H`9&%T80H`9&%T80H`9&%T\n#80H`\n`\nend\n")
	notIn(t, "the answer", r.Body, "not a plan line", "Incomplete", "Problems")
	wantIn(t, "the answer", strings.Join(strings.Fields(r.Body), " "),
		"map.png: a file your mail program wrote into the text (uuencoded); its lines were left out and not read as commands")
}

// The footer an antivirus program adds below the text is not the
// player's: a plan that ends in PASS above it stands complete.
func TestAnAntivirusFooterDoesNotSpoilAPlan(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nPASS\n\n---\nThis email has been checked for viruses by Avast antivirus software.\nhttps://www.avast.com/antivirus\n")
	notIn(t, "the answer", r.Body, "not a plan line", "Incomplete", "Problems", "Avast")
	wantIn(t, "the answer", r.Body, "> PASS")
}

// A mail server at work puts a banner above the text and a disclaimer
// below it: a plan that ends in PASS stands complete, and the answer
// names both as not read, in the reader's language.
func TestACorporateDisclaimerDoesNotSpoilAPlan(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := tj.send(t, "grey@example.org", "[EXTERNAL]\n\nSIGNON Cgb greypw\nPASS\n\nRegards,\nGrey\n\n________________________________\n"+
		"This email and any attachments are confidential and intended solely for the use of the\n"+
		"individual or entity to whom they are addressed. If you have received this email in error\n"+
		"please notify the sender immediately and delete it.\n")
	flat := strings.Join(strings.Fields(r.Body), " ")
	notIn(t, "the answer", flat, "not a plan line", "Incomplete", "Problems", "> individual")
	wantIn(t, "the answer", flat, "> PASS",
		"Not read: the notice your mail system put at the top of your text (“[EXTERNAL]”)",
		"Not read: the disclaimer your mail system added at the end of your text, from “This email and any attachments are confidential…” on")
	tj.send(t, "grey@example.org", "SET LANGUAGE zh-Hans")
	r = tj.send(t, "grey@example.org", "SIGNON Cgb greypw\nPASS\n\n"+
		"本邮件及其附件含有保密信息，仅限于发送给上面地址中列出的个人或群组。\n如果您错收了本邮件，请您立即电话或邮件通知发件人并删除本邮件！\n")
	flat = strings.Join(strings.Fields(r.Body), "")
	notIn(t, "the Chinese answer", flat, "不是计划行", "Problems", ">如果您")
	wantIn(t, "the Chinese answer", flat, ">PASS", "未读取：您的邮件系统加在正文结尾的免责声明（自“本邮件及其附件含有保密信息，仅限于发送给上面地址…”起）")
}

// A mail without a Message-ID delivered twice by two routes is known by
// its sender, date and text: its press went out twice before. A second
// mail of the same text written later is a new mail.
func TestAMailWithoutAMessageIDDeliveredTwiceIsAnsweredOnce(t *testing.T) {
	tj := newTestJudge(t, Options{RepliesPerHour: 1000})
	raw := "From: eve@example.net\nSubject: help\nDate: Sun, 22 Nov 2026 11:59:00 +0000\nContent-Type: text/plain\n\nHELP SIGNON\n"
	tj.deliver(t, raw)
	tj.deliver(t, "Received: from mx2.example.net by mx.example.org; Sun, 22 Nov 2026 11:59:30 +0000\n"+raw)
	if n := len(tj.mailsTo(t, "eve@example.net")); n != 1 {
		t.Fatalf("%d answers to one mail delivered twice, want 1", n)
	}
	tj.deliver(t, strings.Replace(raw, "11:59:00", "12:04:00", 1))
	if n := len(tj.mailsTo(t, "eve@example.net")); n != 2 {
		t.Fatalf("%d answers after a second mail of the same text, want 2", n)
	}
}

// A player whose mail got no answer forwards it to the judge: the answer
// says why nothing was carried out and what to do, not "send HELP".
func TestAMailThatIsOnlyAForwardSaysToCopyTheCommands(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := tj.send(t, "grey@example.org", "\n---------- Forwarded message ---------\nFrom: Grey <grey@example.org>\n"+
		"Date: Sat, Nov 21, 2026 at 10:00 AM\nSubject: orders\nTo: <judge@example.org>\n\nSIGNON Cgb greypw\nPASS\n")
	flat := strings.Join(strings.Fields(r.Body), " ")
	wantIn(t, "the answer", flat, "the judge does not read forwarded mail", "copy them into the text of a new message")
	notIn(t, "the answer", flat, "I found no commands", "signed on")
}

// Outlook in Rich Text mode packs an attached orders.txt into winmail.dat:
// the plan in it is read, and the answer names the file it came from.
func TestOrdersAttachedInsideWinmailDatAreRead(t *testing.T) {
	tj := newGettysburgJudge(t)
	attr := func(level byte, id uint32, data string) []byte {
		b := append([]byte{level}, binary.LittleEndian.AppendUint32(nil, id)...)
		b = binary.LittleEndian.AppendUint32(b, uint32(len(data)))
		return append(append(b, data...), 0, 0)
	}
	dat := []byte{0x78, 0x9f, 0x3e, 0x22, 0x01, 0x00}
	dat = append(dat, attr(1, 0x0002800c, "My plan is attached.\r\n\x00")...)
	dat = append(dat, attr(2, 0x00069002, "\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00")...)
	dat = append(dat, attr(2, 0x00018010, "plan.txt\x00")...)
	dat = append(dat, attr(2, 0x0006800f, "SIGNON Cgb greypw\r\nPASS\r\n")...)
	body := tj.sendRaw(t, "grey@example.org", "plan", "Content-Type: multipart/mixed; boundary=b\n",
		"--b\nContent-Type: text/plain\n\nMy plan is attached.\n--b\nContent-Type: application/ms-tnef; name=\"winmail.dat\"\n"+
			"Content-Transfer-Encoding: base64\n\n"+base64.StdEncoding.EncodeToString(dat)+"\n--b--\n")
	flat := strings.Join(strings.Fields(body), " ")
	wantIn(t, "the answer", flat, "read from the attached file plan.txt", "signed on as Confederate in gb", "> PASS")
	notIn(t, "the answer", flat, "winmail.dat", "Problems")
}

// A password is never written back, also when its SIGNON stands inside a
// line that is no command (a sentence, an HTML tag a mail program left, a
// number), and an HTML page sent as plain text is read as HTML.
func TestAPasswordInsideALineIsNotWrittenBack(t *testing.T) {
	tj := newGettysburgJudge(t)
	r := tj.send(t, "grey@example.org", "Hello judge, SIGNON Cgb greypw please\n<div>SIGNON Cgb greypw</div>\n1) SIGNON Cgb greypw\nSET PASSWORD greypw2 now")
	notIn(t, "the answer", r.Body, "greypw")
	wantIn(t, "the answer", r.Body, "> Hello judge, SIGNON Cgb ••••••")
	r = tj.send(t, "grey@example.org", `<html><head><meta charset="utf-8"></head><body><div>SIGNON Cgb greypw</div><div>PASS</div></body></html>`)
	notIn(t, "the HTML page's answer", r.Body, "greypw", "<div>")
	wantIn(t, "the HTML page's answer", r.Body, "signed on as Confederate in gb", "> PASS")
}

// A player who numbers or bullets every line, SIGNON too (an HTML list
// turned to text gives "- " lines), is signed on and the orders read.
func TestANumberedOrBulletedSignonSignsOn(t *testing.T) {
	tj := newGettysburgJudge(t)
	for _, body := range []string{"1. SIGNON Cgb greypw\n2. PASS", "- SIGNON Cgb greypw\n- PASS", "① SIGNON Cgb greypw\n② PASS"} {
		r := tj.send(t, "grey@example.org", body)
		notIn(t, body, r.Body, "Problems", "greypw", "not a command")
		wantIn(t, body, r.Body, "signed on as Confederate in gb", "Plan of Confederate in gb")
	}
	body := tj.sendRaw(t, "grey@example.org", "plan", "Content-Type: text/html; charset=utf-8\n",
		"<div dir=\"ltr\"><ul><li>SIGNON Cgb greypw</li><li>PASS</li></ul></div>\n")
	notIn(t, "an HTML list", body, "Problems", "greypw")
	wantIn(t, "an HTML list", body, "> - SIGNON Cgb ••••••", "signed on as Confederate in gb")
}
