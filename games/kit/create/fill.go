package create

import (
	"fmt"
	"reflect"
	"slices"
	"strings"

	"adjutant/games"
)

// Fill sets the string fields of *options, an engine's saved Options
// struct, from values (what Pick or Check returns): each takes the value
// of the option its JSON name names. The name a game is saved under is
// the key CREATE writes, so an engine declares its fields and the kit
// reads them; a field of another type, or one no value names, is left as
// it is. options must be a pointer to a struct.
func Fill(options any, values map[string]string) {
	v := reflect.ValueOf(options).Elem()
	for i := range v.NumField() {
		if key := stringKey(v.Type().Field(i)); key != "" {
			if value, ok := values[key]; ok {
				v.Field(i).SetString(value)
			}
		}
	}
}

// Undeclared names each string field of options (a struct, as Fill
// reads it) whose JSON name no declared option has, so an engine's test
// catches a field Fill would leave empty.
func Undeclared(declared []games.Option, options any) []string {
	var out []string
	t := reflect.TypeOf(options)
	for i := range t.NumField() {
		f := t.Field(i)
		key := stringKey(f)
		if key == "" {
			continue
		}
		if !slices.ContainsFunc(declared, func(o games.Option) bool { return o.Key == key }) {
			out = append(out, fmt.Sprintf("field %s: no option %s is declared", f.Name, key))
		}
	}
	return out
}

// stringKey is the option key of a string field: the name it is saved
// under; "" for a field of another type or one not saved.
func stringKey(f reflect.StructField) string {
	name, _, _ := strings.Cut(f.Tag.Get("json"), ",")
	if !f.IsExported() || name == "-" || f.Type.Kind() != reflect.String {
		return ""
	}
	if name == "" {
		return f.Name
	}
	return name
}
