BRIDGEKB_SHARD("h/fh", "eJxT+rBo26QPq9auB9KrPyxaPe/Dou3rgHSXEgDxlhGh");
