from bible_tabletop.cli import main

raise SystemExit(main())
