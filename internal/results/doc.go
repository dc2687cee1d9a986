// Package results is the schema of the raw files, results/raw.txt,
// results/live.txt and the judged tools' files: the typed records every
// figure has its one home in. The producers (measure, live and judge) fill
// the records, Encode lays them out as rawfile lines, Decode reads them
// back, and the renderer reads only the records. This package is the only
// one that spells a RESULT key, a sweep line's field or a configuration
// key, and it spells each once: every record has one table of its fields
// (fields, words, figures), which its writer and its reader both walk, as
// benchfmt's one Result type serves its reader and its writer.
//
// rawfile is the syntax (which lines a file may hold, in which order);
// results is the meaning (which figures those lines state). A record
// decoded from what it encodes is the record again, byte for byte. A live
// file's errors, bounds and verdicts follow from its figures, and Decode
// refuses one that does not with the key it spoils. A judged tool's
// verdict is policy, not schema: internal/verdict decides it, records it
// in the Judged record (Recorded) and holds a file's record to the
// figures; this package only carries it. A simulation file's shares and
// ratios are read as written: SetRatios and Share derive them for the
// writer, and -check shows a tampered one as the diff of what it renders.
package results
