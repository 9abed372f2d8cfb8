package command

import (
	"strings"
	"testing"

	"adjutant/mailio/incoming"
	"adjutant/templates/i18n"
)

// An attachment not read is named with its reason in every language: the
// size and the limit for a file too large, the type of a file that is
// not text.
func TestUnreadAttachmentSaysWhyInEveryLanguage(t *testing.T) {
	big := incoming.Attachment{Filename: "orders.txt", ContentType: "text/plain", Size: incoming.MaxFileBytes + 1, Unread: incoming.UnreadTooLarge}
	pdf := incoming.Attachment{Filename: "orders.pdf", ContentType: "application/pdf", Size: 9, Unread: incoming.UnreadType}
	want := map[i18n.Lang][2]string{
		i18n.English:            {"orders.txt: 65 KiB, larger than the 64 KiB", "orders.pdf: not a plain-text file (application/pdf)"},
		i18n.TraditionalChinese: {"orders.txt：65 KiB，超過文字檔的上限 64 KiB", "orders.pdf：不是純文字檔（application/pdf）"},
		i18n.SimplifiedChinese:  {"orders.txt：65 KiB，超过文本文件的上限 64 KiB", "orders.pdf：不是纯文本文件（application/pdf）"},
	}
	for lang, w := range want {
		if got := unreadAttachment(big, lang); !strings.HasPrefix(got, w[0]) {
			t.Errorf("%s: too large reads %q, want it to start %q", lang, got, w[0])
		}
		if got := unreadAttachment(pdf, lang); got != w[1] {
			t.Errorf("%s: a PDF reads %q, want %q", lang, got, w[1])
		}
	}
}
