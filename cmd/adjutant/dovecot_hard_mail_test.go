package main

import (
	"fmt"
	"strings"
	"testing"
)

// Mail that real people and real servers send, each kind followed by an
// ordinary one, through a real Dovecot: every ordinary mail is answered,
// in order; each hard one is answered with what is true of it (or, for a
// robot, not at all), and every one is filed in Processed, so none stays
// behind to block the INBOX.
func TestHardMailDoesNotHoldUpTheMailBehindItOnDovecot(t *testing.T) {
	j := startDovecotJudge(t)
	stop := runInBackground(t, j.cfg)
	defer stop()
	hard := []struct {
		name, from, raw string
		want            string // in the answer; "" for mail that gets none
	}{
		{"eight-bit headers", "wei@example.cn",
			"From: 张伟 <wei@example.cn>\r\nTo: 裁判 <" + testJudgeAddress + ">\r\nSubject: 命令\r\nMessage-ID: <hard-0@example.cn>\r\n" +
				"Content-Type: text/plain; charset=utf-8\r\n\r\n帮助 SIGNON\r\n", "（也可写作：登入、登录、加入）"},
		{"a line of 20,000 characters", "long@example.org",
			"From: long@example.org\r\nSubject: orders\r\nMessage-ID: <hard-1@example.org>\r\n\r\nHELP SIGNON\r\n" + strings.Repeat("x", 20000) + "\r\n",
			"is not a command I know"},
		{"cut off on its way", "cut@example.org",
			"From: cut@example.org\r\nSubject: orders\r\nMessage-ID: <hard-2@example.org>\r\nMIME-Version: 1.0\r\n" +
				"Content-Type: multipart/mixed; boundary=b\r\n\r\n--b\r\nContent-Type: text/plain\r\nContent-Transfer-Encoding: base64\r\n\r\nSEVMUApMSVN",
			"as a mail cut short on its way does"},
		{"inline PGP", "pgp@example.org",
			"From: pgp@example.org\r\nSubject: orders\r\nMessage-ID: <hard-3@example.org>\r\n\r\n-----BEGIN PGP SIGNED MESSAGE-----\r\nHash: SHA256\r\n\r\n" +
				"HELP SIGNON\r\n- -- \r\n-----BEGIN PGP SIGNATURE-----\r\n\r\niQEzBAEBCAAd\r\n=Ab12\r\n-----END PGP SIGNATURE-----\r\n",
			"Left out the PGP signature around your text"},
		{"a bounce of the judge's mail", "MAILER-DAEMON@example.org",
			"From: MAILER-DAEMON@example.org\r\nSubject: Undelivered Mail Returned to Sender\r\nMessage-ID: <hard-4@example.org>\r\nMIME-Version: 1.0\r\n" +
				"Content-Type: multipart/report; report-type=delivery-status; boundary=r\r\n\r\n--r\r\nContent-Type: text/plain\r\n\r\nUser unknown\r\n" +
				"--r\r\nContent-Type: message/delivery-status\r\n\r\nReporting-MTA: dns; mx.example.org\r\n\r\nFinal-Recipient: rfc822; gone@example.org\r\nAction: failed\r\nStatus: 5.1.1\r\n\r\n" +
				"--r\r\nContent-Type: message/rfc822\r\n\r\nFrom: " + testJudgeAddress + "\r\nTo: gone@example.org\r\nSubject: Re: orders\r\n\r\n> HELP\r\n--r--\r\n", ""},
		{"NUL bytes", "nul@example.org",
			"From: nul@example.org\r\nSubject: orders\r\nMessage-ID: <hard-5@example.org>\r\n\r\nHELP\x00 SIGNON\r\n\x00\x00\r\n", "> HELP SIGNON"},
		{"a vacation notice", "away@example.org",
			"From: away@example.org\r\nSubject: =?UTF-8?B?6Ieq5Yqo5Zue5aSN77yaUmU6IG9yZGVycw==?=\r\nMessage-ID: <hard-6@example.org>\r\nAuto-Submitted: auto-replied\r\n" +
				"X-Autoreply: yes\r\nPrecedence: auto_reply\r\n\r\nHELP\r\n", ""},
	}
	var filed []string
	for i, h := range hard {
		j.deliver(t, []byte(h.raw))
		goodID := fmt.Sprintf("<good-%d@example.org>", i)
		good := fmt.Sprintf("good%d@example.org", i)
		j.deliver(t, playerMail(good, goodID, "version", "VERSION\n"))
		j.replyTo(t, good, goodID, "VERSION")
		filed = append(filed, fmt.Sprintf("<hard-%d@example.%s>", i, map[bool]string{true: "cn", false: "org"}[i == 0]), goodID)
		if h.want == "" {
			continue
		}
		r := waitReplies(t, j.mail, h.from, 1)[0]
		if flat := strings.Join(strings.Fields(r.Body), " "); !strings.Contains(flat, h.want) && !strings.Contains(strings.ReplaceAll(flat, " ", ""), h.want) {
			t.Errorf("%s: the answer lacks %q:\n%s", h.name, h.want, r.Body)
		}
	}
	j.waitFiled(t, filed...)
	stop()
	for _, h := range hard {
		if h.want == "" {
			for _, env := range j.mail.Received() {
				for _, to := range env.To {
					if strings.EqualFold(to, h.from) {
						t.Errorf("%s was answered", h.name)
					}
				}
			}
		}
	}
}
