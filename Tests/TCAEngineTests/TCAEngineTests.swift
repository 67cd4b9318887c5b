// TCAEngineTests: tests live in the files beside this one.
