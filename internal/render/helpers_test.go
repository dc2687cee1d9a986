package render

import (
	"coordinated-omission/internal/rawfile"
	"coordinated-omission/internal/results"
)

// liveOf decodes a live file and reads its figures, as Results does.
func liveOf(f *rawfile.File, sim *Figures) (*Live, error) {
	l, err := results.DecodeLive(f)
	if err != nil {
		return nil, err
	}
	return readLive(l, sim), nil
}

// docOf decodes the inputs and makes their document, as Execute does.
func docOf(in Inputs) (*Doc, error) {
	dec, err := decode(in, "live.txt")
	if err != nil {
		return nil, err
	}
	return newDoc(dec, Links{}), nil
}

// figuresOfFile decodes a raw file and reads its figures.
func figuresOfFile(f *rawfile.File) (*Figures, error) {
	_, fg, err := readFigures(f)
	return fg, err
}
