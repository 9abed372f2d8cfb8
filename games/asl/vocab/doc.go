// Package vocab is the order words of the ASL engine, English and
// Chinese, each mapped to its canonical English keyword. The order parser
// reads them and the scenario checker keeps unit ids from looking like
// them, so they sit below both.
package vocab
