BRIDGEKB_SHARD("c/2e", "eJyr5lJKLEpNVLJSMk9x0slyUtLhUnras+vp/PlAIUs3HbNiJyWuWgDlvQv5");
