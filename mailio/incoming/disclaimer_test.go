package incoming

import "testing"

const (
	enDisclaimer = "This email and any attachments are confidential and intended solely for the use of the\n" +
		"individual or entity to whom they are addressed. If you have received this email in error\n" +
		"please notify the sender immediately and delete it.\n"
	hansDisclaimer = "本邮件及其附件含有保密信息，仅限于发送给上面地址中列出的个人或群组。禁止任何其他人以任何形式使用本邮件中的信息。\n" +
		"如果您错收了本邮件，请您立即电话或邮件通知发件人并删除本邮件！\n"
	hantDisclaimer = "本郵件及其附件可能含有機密資訊，僅供指定收件人使用。\n若您並非指定收件人，請立即通知寄件人並刪除本郵件，謝謝。\n"
)

// A banner at the top and a disclaimer at the end, added by a mail
// server at work, are left out and named; a command line is never left
// out with them.
func TestDisclaimersAndBannersAreLeftOutAndNamed(t *testing.T) {
	for _, c := range []struct {
		name, body, want, banner, disclaimer string
	}{
		{"an English disclaimer under underscores", "SIGNON Cgb greypw\nPASS\n\n________________________________\n" + enDisclaimer,
			"SIGNON Cgb greypw\nPASS", "", "This email and any attachments are confidential…"},
		{"a caution at the end", "PASS\n\nCAUTION: This email originated from outside of the organization. Do not click links or open\nattachments unless you recognize the sender and know the content is safe.\n",
			"PASS", "", "CAUTION: This email originated from outside of…"},
		{"a confidentiality notice heading", "A Par - Bur\n\nCONFIDENTIALITY NOTICE: The contents of this email message and any attachments are intended solely for the addressee(s)\nand may contain confidential and/or privileged information.\n",
			"A Par - Bur", "", "CONFIDENTIALITY NOTICE: The contents of this…"},
		{"a Simplified Chinese disclaimer", "撤退 PDB BSO\n\n" + hansDisclaimer, "撤退 PDB BSO", "", "本邮件及其附件含有保密信息，仅限于发送给上面地址…"},
		{"a Traditional Chinese disclaimer after dashes", "撤退 PDB BSO\n\n--------\n" + hantDisclaimer, "撤退 PDB BSO", "", "本郵件及其附件可能含有機密資訊，僅供指定收件人使…"},
		{"Chinese, then English", "PASS\n\n" + hansDisclaimer + "\n" + enDisclaimer, "PASS", "", "本邮件及其附件含有保密信息，仅限于发送给上面地址…"},
		{"a disclaimer under a sign-off", "PASS\n\nThanks!\nEdward\n\n" + enDisclaimer, "PASS", "", "This email and any attachments are confidential…"},
		{"an external banner", "[EXTERNAL]\n\nSIGNON Cgb greypw\nPASS\n", "SIGNON Cgb greypw\nPASS", "[EXTERNAL]", ""},
		{"an external email line right above the commands", "EXTERNAL EMAIL\nPASS\n", "PASS", "EXTERNAL EMAIL", ""},
		{"a caution banner over two lines", "CAUTION: This email originated from outside of the organization. Do not click links or open\nattachments unless you recognize the sender and know the content is safe.\n\nPASS\n",
			"PASS", "CAUTION: This email originated from outside of…", ""},
		{"a Chinese banner and its separator", "此邮件来自外部，请谨慎打开链接和附件。\n________\n撤退 PDB BSO\n", "撤退 PDB BSO", "此邮件来自外部，请谨慎打开链接和附件。", ""},
		{"a banner and a disclaimer", "[EXTERNAL]\nPASS\n\n" + enDisclaimer, "PASS", "[EXTERNAL]", "This email and any attachments are confidential…"},
		// If in doubt, read it.
		{"an order ending a block of prose is read", "PASS\n\nThis email is confidential and intended only for the addressee.\nattack the ridge with all of them\n",
			"PASS\n\nThis email is confidential and intended only for the addressee.\nattack the ridge with all of them", "", ""},
		{"a command below the disclaimer is read", "PASS\n\n" + enDisclaimer + "MOVE A01 TO PDB\n", "PASS\n\n" + enDisclaimer[:len(enDisclaimer)-1] + "\nMOVE A01 TO PDB", "", ""},
		{"a command inside it is read", "PASS\n\nThis email is confidential and intended only for the addressee.\nRETREAT PDB BSO\nplease delete it if it is not for you.\n",
			"PASS\n\nThis email is confidential and intended only for the addressee.\nRETREAT PDB BSO\nplease delete it if it is not for you.", "", ""},
		{"a sentence right under an order is the player's", "PASS\nThis message is confidential, don't tell the Union.\n", "PASS\nThis message is confidential, don't tell the Union.", "", ""},
		{"a mail that is a disclaimer alone is read", enDisclaimer, enDisclaimer[:len(enDisclaimer)-1], "", ""},
		{"a banner alone is read", "[EXTERNAL]\n", "[EXTERNAL]", "", ""},
		{"the words in an order line are read", "PASS\n\nEXTERNAL A01\n", "PASS\n\nEXTERNAL A01", "", ""},
		{"a Chinese order is no Chinese sentence", "PASS\n\n此邮件来自外部\n撤退 PDB BSO\n", "PASS\n\n此邮件来自外部\n撤退 PDB BSO", "", ""},
	} {
		t.Run(c.name, func(t *testing.T) {
			text, _, sk := clean(c.body)
			if text != c.want || sk.banner != c.banner || sk.disclaimer != c.disclaimer {
				t.Errorf("clean:\n%q\nbanner %q, disclaimer %q; want\n%q\nbanner %q, disclaimer %q", text, sk.banner, sk.disclaimer, c.want, c.banner, c.disclaimer)
			}
		})
	}
}
