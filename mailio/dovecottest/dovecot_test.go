package dovecottest_test

import (
	"testing"

	"adjutant/mailio/dovecottest"

	"github.com/emersion/go-imap/v2/imapclient"
)

func TestStartAppendAndLogin(t *testing.T) {
	d := dovecottest.Start(t, map[string]string{"judge": "secret"})
	if err := d.Append("judge", []byte("Subject: hi\r\n\r\nhello\r\n")); err != nil {
		t.Fatal(err)
	}
	c, err := imapclient.DialInsecure(d.Addr(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c.Close()
	if err := c.Login("judge", "secret").Wait(); err != nil {
		t.Fatal(err)
	}
	sel, err := c.Select("INBOX", nil).Wait()
	if err != nil {
		t.Fatal(err)
	}
	if sel.NumMessages != 1 {
		t.Fatalf("INBOX holds %d messages, want 1", sel.NumMessages)
	}
	// The users file is really checked (Dovecot delays failed logins, so last).
	c2, err := imapclient.DialInsecure(d.Addr(), nil)
	if err != nil {
		t.Fatal(err)
	}
	defer c2.Close()
	if err := c2.Login("judge", "wrong").Wait(); err == nil {
		t.Fatal("wrong password accepted")
	}
}
