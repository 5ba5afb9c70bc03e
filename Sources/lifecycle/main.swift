import LifecycleCommandLine

LifecycleCommand.main()
