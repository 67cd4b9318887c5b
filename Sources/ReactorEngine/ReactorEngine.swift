// ReactorEngine module; its types live in the files beside this one.
