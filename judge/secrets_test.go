package judge

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"adjutant/judge/command"
	"adjutant/mailio/incoming"
	"adjutant/mailio/mailtest"
	"adjutant/storage"
)

// TestPasswordsNeverQuotedNorKept plays the start of a game with every
// command that carries a password, right and wrong, then reads every mail
// the judge queued and the live contents of the database for each password.
func TestPasswordsNeverQuotedNorKept(t *testing.T) {
	tj := newGameJudge(t)
	master, secrets := "Mzq8-kestrel", []string{"Mzq8-kestrel"}
	r := tj.send(t, "master@example.org", "CREATE ?vault "+master+" standard")
	wantIn(t, "CREATE", r.Body, "Game vault created", "CREATE ?vault "+command.PasswordMask)
	for i, power := range sevenPowers {
		pw := fmt.Sprintf("Pq%d-%s-falcon", i, strings.ToLower(power))
		secrets = append(secrets, pw)
		addr := strings.ToLower(power) + "@example.org"
		body := fmt.Sprintf("SIGNON ?vault %s %s", pw, power[:1])
		if i == 0 {
			// The natural way to write a preference: join, then SET it.
			body = fmt.Sprintf("SET PREFERENCE vault %s A", pw)
			r = tj.send(t, addr, fmt.Sprintf("SIGNON ?vault %s A", pw))
			wantIn(t, "join", r.Body, "you joined vault")
		}
		r = tj.send(t, addr, body)
		if strings.Contains(r.Body, pw) {
			t.Fatalf("%s's reply quotes the password:\n%s", power, r.Body)
		}
	}
	wrong := "Wq9-wrong-heron"
	secrets = append(secrets, wrong)
	r = tj.send(t, "france@example.org", "SIGNON Fvault "+wrong+"\nSIGNON France vault "+wrong)
	wantIn(t, "wrong password", r.Body, "wrong password", "SIGNON Fvault "+command.PasswordMask, "SIGNON France vault "+command.PasswordMask)
	fresh := "Nq1-new-osprey"
	secrets = append(secrets, fresh)
	r = tj.send(t, "france@example.org", "SIGNON Fvault Pq2-france-falcon\nSET PASSWORD "+fresh+"\nA Par - Bur")
	wantIn(t, "SET PASSWORD", r.Body, "password changed", "SET PASSWORD "+command.PasswordMask)
	r = tj.send(t, "master@example.org", "SIGNON Mvault "+master+"\nPAUSE")
	wantIn(t, "master", r.Body, "SIGNON Mvault "+command.PasswordMask)
	// A mail the judge cannot read as MIME still has its text quoted back.
	tj.deliver(t, "From: england@example.org\nTo: judge@example.org\nSubject: x\nMessage-ID: <broken@test>\nMIME-Version: 1.0\nContent-Type: multipart/mixed\n\nSIGNON Evault Pq1-england-falcon\nA Lon - Nth\n")

	for _, m := range tj.allMail(t) {
		for _, pw := range secrets {
			if strings.Contains(m.Body, pw) || strings.Contains(m.Subject, pw) {
				t.Errorf("mail %q quotes password %s:\n%s", m.Subject, pw, m.Body)
			}
		}
	}
	databaseKeepsNone(t, tj, secrets)
	// The records of those mails are kept: the audit trail still says who wrote.
	if err := tj.db.View(func(tx *storage.Tx) error {
		if _, ok, err := tx.Inbound(1); err != nil || !ok {
			t.Errorf("the record of the first mail is gone (err %v)", err)
		}
		return nil
	}); err != nil {
		t.Fatal(err)
	}
}

// allMail returns every mail queued so far, to anyone.
func (tj *testJudge) allMail(t *testing.T) []mailtest.Mail {
	t.Helper()
	var out []mailtest.Mail
	if err := tj.db.View(func(tx *storage.Tx) error {
		due, err := queuedInOrder(tx, tj.now.Add(365*24*time.Hour), 100000)
		for _, o := range due {
			out = append(out, mailtest.Read(t, o.Data))
		}
		return err
	}); err != nil {
		t.Fatal(err)
	}
	return out
}

// TestPasswordsInOddPlacesNeverQuotedNorKept: a password on a misspelt
// command, in the subject, on a quoted line, next to a NUL byte or in a
// base64 body is masked in every mail the judge writes, and no stored copy
// of a mail (raw or decoded) still holds it.
func TestPasswordsInOddPlacesNeverQuotedNorKept(t *testing.T) {
	tj := newGameJudge(t)
	players := startSeven(t, tj)
	france := players["France"]
	secrets := map[string]string{}
	deliver := func(name, subject, body string, extra ...string) {
		t.Helper()
		msgSeq++
		tj.deliver(t, mailFrom(france, fmt.Sprintf("odd%d@test", msgSeq), subject, body, extra...))
		r := tj.last(t, france)
		if r.InReplyTo != fmt.Sprintf("<odd%d@test>", msgSeq) {
			t.Fatalf("%s: no reply", name)
		}
		secrets[name] = r.Subject + "\n" + r.Body
	}
	deliver("misspelt SIGNON", "orders", "SINGON Fwest Zk1-singon\nA Par - Bur")
	deliver("misspelt SET PASSWORD", "orders", "SIGNON Fwest pw-France\nSET PASWORD Zk2-paswd\nSETPASSWORD Zk2-joined")
	deliver("password in the subject", "SIGNON Fwest Zk3-subject", "HELP")
	deliver("subject repeats the body", "Zk4-again", "SIGNON Fwest Zk4-again")
	deliver("quoted", "Re: orders", "VERSION\n\nOn Sun, 22 Nov 2026, France wrote:\n> SIGNON Fwest Zk5-quoted\n> A Par - Bur\n")
	deliver("NUL inside", "orders", "SIGNON Fwest\x00Zk6-nul\nSIGNON Fwest Zk7-nul\x00tail")
	deliver("base64 body", "orders", base64.StdEncoding.EncodeToString([]byte("VERSION\n> sign on Fwest Zk8-base64\n")),
		"Content-Transfer-Encoding: base64")
	tj.deliver(t, "From: "+france+"\nTo: judge@example.org\nSubject: x\nMessage-ID: <broken-odd@test>\nMIME-Version: 1.0\nContent-Type: multipart/mixed\n\n> > SIGNON Mwest Zk9-broken\n")

	words := []string{"Zk1-singon", "Zk2-paswd", "Zk2-joined", "Zk3-subject", "Zk4-again", "Zk5-quoted", "Zk6-nul", "Zk7-nul", "Zk8-base64", "Zk9-broken"}
	for name, reply := range secrets {
		if !strings.Contains(reply, command.PasswordMask) && name != "quoted" && name != "base64 body" {
			t.Errorf("%s: the reply masks nothing:\n%s", name, reply)
		}
	}
	wantIn(t, "misspelt SIGNON", secrets["misspelt SIGNON"], "SINGON is not a command; did you mean SIGNON?", "password is not shown")
	if strings.Contains(secrets["misspelt SIGNON"], "Orders of France") {
		t.Errorf("the orders under a misspelt SIGNON were taken:\n%s", secrets["misspelt SIGNON"])
	}
	for _, m := range tj.allMail(t) {
		for _, pw := range words {
			if strings.Contains(m.Body, pw) || strings.Contains(m.Subject, pw) {
				t.Errorf("mail %q quotes password %s:\n%s", m.Subject, pw, m.Body)
			}
		}
	}
	// Every stored copy of a mail, decoded as the judge reads it.
	if err := tj.db.View(func(tx *storage.Tx) error {
		for id := uint64(1); ; id++ {
			in, ok, err := tx.Inbound(id)
			if err != nil || !ok {
				return err
			}
			if len(in.Raw) == 0 {
				continue
			}
			m, err := incoming.Parse(in.Raw, nil)
			if err != nil {
				continue
			}
			for _, pw := range words {
				if strings.Contains(string(in.Raw), pw) || strings.Contains(m.Decoded, pw) || strings.Contains(m.Subject, pw) || strings.Contains(m.Readable, pw) {
					t.Errorf("stored mail %d keeps password %s", id, pw)
				}
			}
		}
	}); err != nil {
		t.Fatal(err)
	}
	databaseKeepsNone(t, tj, words)
}

// databaseKeepsNone fails when any of passwords stands in clear in the
// judge's database file, compacted so that freed pages count too.
func databaseKeepsNone(t *testing.T, tj *testJudge, passwords []string) {
	t.Helper()
	live := filepath.Join(t.TempDir(), "live.db")
	if err := tj.db.CopyCompact(live); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(live)
	if err != nil {
		t.Fatal(err)
	}
	for _, pw := range passwords {
		if bytes.Contains(data, []byte(pw)) {
			t.Errorf("the database keeps password %s in clear", pw)
		}
	}
}
