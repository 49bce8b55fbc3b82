// SPDX-License-Identifier: GPL-2.0
/*
 * sltest: a module that does nothing, loaded by the probes to check that
 * securelevel refuses unsigned modules and hardware parameters.
 */
#include <linux/init.h>
#include <linux/module.h>
#include <linux/moduleparam.h>

/* A hardware parameter: lockdown refuses to set it at level >= 1. */
static unsigned long io;
module_param_hw(io, ulong, ioport, 0444);
MODULE_PARM_DESC(io, "an I/O port, never touched");

static int __init sltest_init(void)
{
	return 0;
}

static void __exit sltest_exit(void)
{
}

module_init(sltest_init);
module_exit(sltest_exit);
MODULE_DESCRIPTION("securelevel test module");
MODULE_LICENSE("GPL");
