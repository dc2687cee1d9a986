package tools

import (
	"fmt"
	"math"
	"regexp"
	"strconv"
	"strings"
)

// genericValue reads a duration as a generic line prints it: a number and
// its unit ("12.3ms", "12.3 ms" as two fields), or a bare number in
// unitNs, as ns and the step its last digit stands for.
func genericValue(fields []string, unitNs float64) (ns, step int64, err error) {
	switch len(fields) {
	case 1:
		number := fields[0]
		if sciNumber.MatchString(number) {
			if unitNs == 0 {
				return 0, 0, fmt.Errorf("%q has no unit: give -judge-unit", number)
			}
			return sciScaled(number, unitNs)
		}
		i := strings.IndexFunc(number, func(r rune) bool { return (r < '0' || r > '9') && r != '.' })
		if i < 0 {
			if unitNs == 0 {
				return 0, 0, fmt.Errorf("%q has no unit: give -judge-unit", number)
			}
			return scaled(number, unitNs)
		}
		if i == 0 {
			return 0, 0, fmt.Errorf("%q is not a time", number)
		}
		return withUnit(number[:i], number[i:])
	case 2:
		if startsWithLetter(fields[1]) || strings.HasPrefix(fields[1], "µ") {
			return withUnit(fields[0], fields[1])
		}
	}
	return 0, 0, fmt.Errorf("%d fields %q where one time is wanted", len(fields), strings.Join(fields, " "))
}

// sciNumber is a bare number in scientific notation, as fortio prints a
// time under 0.0001 s in its connection timing: "6.2e-05".
var sciNumber = regexp.MustCompile(`^[0-9]+(\.[0-9]+)?[eE][-+]?[0-9]{1,3}$`)

// sciScaled reads a number of sciNumber in units of scale ns, as ns and
// the step its mantissa's last digit stands for.
func sciScaled(number string, scale float64) (ns, step int64, err error) {
	mantissa, exp, _ := strings.Cut(strings.ToLower(number), "e")
	e, err := strconv.Atoi(exp)
	if err != nil {
		return 0, 0, fmt.Errorf("%q is not a time", number)
	}
	pow := math.Pow(10, float64(e))
	ns, step, err = scaled(mantissa, scale*pow)
	if err != nil {
		return 0, 0, fmt.Errorf("%q is not a time", number)
	}
	return ns, step, nil
}

// withUnit reads number in the unit named unit.
func withUnit(number, unit string) (int64, int64, error) {
	scale, ok := genericUnits[strings.ToLower(unit)]
	if !ok {
		return 0, 0, fmt.Errorf("unknown unit %q", unit)
	}
	return scaled(number, scale)
}
