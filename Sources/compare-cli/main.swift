// Entry point of compare-cli; the commands live in CompareKit.
