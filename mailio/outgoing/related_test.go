package outgoing_test

import (
	"bytes"
	"errors"
	"io"
	"strings"
	"testing"

	gomail "github.com/emersion/go-message/mail"

	"adjutant/mailio/outgoing"
)

// A mail with a picture is multipart/related: the text first, exactly as
// without the picture, then the PNG inline; a text-only reader of it
// (the judge's own parser) reads the text alone.
func TestInlinePictureFollowsTheText(t *testing.T) {
	png := append([]byte("\x89PNG\r\n\x1a\n"), bytes.Repeat([]byte{0, 1, 2, 250}, 100)...)
	for _, body := range []string{"Spring 1901\nA Par-Bur\n", "你的命令已被接受。\n陆军 巴黎 - 勃艮第\n"} {
		msg := reply(body, "results")
		msg.Inline = []outgoing.Inline{{Name: "map.png", Type: "image/png", Data: png}}
		raw, err := outgoing.Compose(msg)
		if err != nil {
			t.Fatal(err)
		}
		again, _ := outgoing.Compose(msg)
		if !bytes.Equal(raw, again) {
			t.Error("composing twice gave different bytes: a retry would differ")
		}
		r, err := gomail.CreateReader(bytes.NewReader(raw))
		if err != nil {
			t.Fatal(err)
		}
		if mt, _, _ := r.Header.ContentType(); mt != "multipart/related" {
			t.Fatalf("Content-Type %q", mt)
		}
		var parts []string
		for {
			p, err := r.NextPart()
			if errors.Is(err, io.EOF) {
				break
			}
			if err != nil {
				t.Fatal(err)
			}
			data, _ := io.ReadAll(p.Body)
			switch h := p.Header.(type) {
			case *gomail.InlineHeader:
				mt, _, _ := h.ContentType()
				parts = append(parts, mt)
				if mt == "text/plain" && strings.ReplaceAll(string(data), "\r\n", "\n") != body {
					t.Errorf("text part %q, want %q", data, body)
				}
				if mt == "image/png" && !bytes.Equal(data, png) {
					t.Error("the picture came back changed")
				}
			case *gomail.AttachmentHeader:
				t.Errorf("the picture is an attachment, not inline")
			}
		}
		if strings.Join(parts, ",") != "text/plain,image/png" {
			t.Errorf("parts %v, want the text then the picture", parts)
		}
		plain := reply(body, "results")
		textOnly, _ := outgoing.Compose(plain)
		if got, want := parseBack(t, raw).Text, parseBack(t, textOnly).Text; got != want {
			t.Errorf("a text reader reads %q, want %q as without the picture", got, want)
		}
	}
}

func TestInlinePictureIsChecked(t *testing.T) {
	for _, in := range []outgoing.Inline{
		{Name: "", Type: "image/png", Data: []byte{1}},
		{Name: "a b.png", Type: "image/png", Data: []byte{1}},
		{Name: "map.png", Type: "text/html", Data: []byte{1}},
		{Name: "map.png", Type: "image/png"},
	} {
		msg := reply("x", "y")
		msg.Inline = []outgoing.Inline{in}
		if _, err := outgoing.Compose(msg); !errors.Is(err, outgoing.ErrBadInline) {
			t.Errorf("%+v: err = %v, want ErrBadInline", in, err)
		}
	}
}
