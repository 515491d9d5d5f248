"""Protocol buffer definitions (``mlbridge.proto``) and their generated module (``scripts/gen_proto.sh``)."""
