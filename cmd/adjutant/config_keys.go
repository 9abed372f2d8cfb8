package main

import (
	"reflect"
	"slices"
	"sort"
	"strings"

	"github.com/BurntSushi/toml"
)

// configKeys lists every key the configuration file may hold, as
// "section.key", read from rawConfig's toml tags so that the list cannot
// fall behind the file's shape.
func configKeys() []string {
	var keys []string
	var walk func(t reflect.Type, prefix string)
	walk = func(t reflect.Type, prefix string) {
		for i := range t.NumField() {
			f := t.Field(i)
			tag := strings.Split(f.Tag.Get("toml"), ",")[0]
			if f.Anonymous && tag == "" {
				walk(f.Type, prefix) // rawSecret's keys sit in the section itself
				continue
			}
			if tag == "" || tag == "-" {
				continue
			}
			if f.Type.Kind() == reflect.Struct {
				walk(f.Type, prefix+tag+".")
				continue
			}
			keys = append(keys, prefix+tag)
		}
	}
	walk(reflect.TypeOf(rawConfig{}), "")
	sort.Strings(keys)
	return keys
}

// unknownKeyHint says what an unknown key was probably meant to be: a
// known key of the same name in another section ("belongs under [imap]"),
// or one a typo or two away ("did you mean imap.poll_interval?"); "" when
// nothing is close.
func unknownKeyHint(key string, known []string) string {
	section, leaf := "", key
	if i := strings.LastIndexByte(key, '.'); i >= 0 {
		section, leaf = key[:i], key[i+1:]
	}
	var elsewhere []string
	for _, k := range known {
		if strings.HasSuffix(k, "."+leaf) {
			elsewhere = append(elsewhere, k)
		}
	}
	if len(elsewhere) > 0 {
		sections := make([]string, len(elsewhere))
		for i, k := range elsewhere {
			sections[i] = "[" + k[:strings.LastIndexByte(k, '.')] + "]"
		}
		return leaf + " belongs under " + strings.Join(sections, " or ")
	}
	best, bestDist := "", 3 // more than two edits away is no likely typo
	for _, k := range known {
		ks, kl := "", k
		if i := strings.LastIndexByte(k, '.'); i >= 0 {
			ks, kl = k[:i], k[i+1:]
		}
		if ks != section {
			continue
		}
		if d := editDistance(strings.ToLower(leaf), kl); d < bestDist {
			best, bestDist = k, d
		}
	}
	if best != "" {
		return "did you mean " + best + "?"
	}
	return ""
}

// editDistance is the Levenshtein distance between a and b, in bytes
// (keys are ASCII).
func editDistance(a, b string) int {
	prev := make([]int, len(b)+1)
	cur := make([]int, len(b)+1)
	for j := range prev {
		prev[j] = j
	}
	for i := 1; i <= len(a); i++ {
		cur[0] = i
		for j := 1; j <= len(b); j++ {
			cost := 1
			if a[i-1] == b[j-1] {
				cost = 0
			}
			cur[j] = min(prev[j]+1, cur[j-1]+1, prev[j-1]+cost)
		}
		prev, cur = cur, prev
	}
	return prev[len(b)]
}

// unknownSection reports the section of an undecoded key when the file's
// section itself is unknown ([imapp]), so that it is named once, not
// with each of its keys.
func unknownSection(key toml.Key, known []string) (string, bool) {
	if len(key) < 2 {
		return "", false
	}
	for _, k := range known {
		if strings.HasPrefix(k, key[0]+".") {
			return "", false
		}
	}
	return key[0], true
}

// unknownSectionHint names the sections there are, and the one a typo
// away when there is one.
func unknownSectionHint(section string, known []string) string {
	var sections []string
	for _, k := range known {
		s, _, _ := strings.Cut(k, ".")
		if !slices.Contains(sections, s) {
			sections = append(sections, s)
		}
	}
	msg := "unknown section"
	for _, s := range sections {
		if editDistance(strings.ToLower(section), s) <= 2 {
			msg += ": did you mean [" + s + "]?"
			break
		}
	}
	return msg + " (the sections are [" + strings.Join(sections, "], [") + "])"
}
