package account

import (
	"crypto/pbkdf2"
	"crypto/rand"
	"crypto/sha256"
	"crypto/subtle"
	"encoding/hex"
)

// Hash is a salted PBKDF2-SHA-256 hash of a password. Game passwords
// travel in mail bodies, as in every classic judge, but they are never
// stored in clear.
type Hash struct {
	Salt string `json:"salt"`
	Hash string `json:"hash"`
}

const pbkdf2Rounds = 20000

// HashPassword hashes pw with a fresh salt.
func HashPassword(pw string) Hash {
	var salt [16]byte
	_, _ = rand.Read(salt[:]) // crypto/rand does not fail on supported systems
	return Hash{Salt: hex.EncodeToString(salt[:]), Hash: derive(pw, salt[:])}
}

func derive(pw string, salt []byte) string {
	key, err := pbkdf2.Key(sha256.New, pw, salt, pbkdf2Rounds, 32)
	if err != nil {
		panic("account: pbkdf2: " + err.Error()) // only for invalid parameters, which are constants here
	}
	return hex.EncodeToString(key)
}

// Matches reports whether pw is the password h was made from.
func (h Hash) Matches(pw string) bool {
	salt, err := hex.DecodeString(h.Salt)
	if err != nil || h.Hash == "" {
		return false
	}
	return subtle.ConstantTimeCompare([]byte(derive(pw, salt)), []byte(h.Hash)) == 1
}

// passwordAlphabet leaves out letters and digits that read alike (l, 1, o, 0).
const passwordAlphabet = "abcdefghijkmnpqrstuvwxyz23456789"

// ReadablePassword draws 10 characters (50 bits) from crypto/rand, in two
// groups so it can be read out and typed.
func ReadablePassword() string {
	var raw [10]byte
	_, _ = rand.Read(raw[:]) // crypto/rand never fails on supported platforms
	out := make([]byte, 0, 11)
	for i, b := range raw {
		if i == 5 {
			out = append(out, '-')
		}
		out = append(out, passwordAlphabet[int(b)%len(passwordAlphabet)])
	}
	return string(out)
}
