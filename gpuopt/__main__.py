"""`python -m gpuopt`: the gpuopt driver, as the `gpuopt` command."""

from gpuopt.cli import opt_main

raise SystemExit(opt_main())
