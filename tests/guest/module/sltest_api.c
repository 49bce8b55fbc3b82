// SPDX-License-Identifier: GPL-2.0
/*
 * sltest_api: a driver's use of <linux/securelevel.h>.  Loading it logs
 * get_securelevel(); with raise=N it also calls set_securelevel(N), and a
 * refused change fails the load with set_securelevel()'s error, so the
 * guest sees the kernel API's answer as insmod's exit status.
 */
#include <linux/init.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/securelevel.h>

static int raise = -100;	/* no change */
module_param(raise, int, 0444);
MODULE_PARM_DESC(raise, "the level to ask set_securelevel() for");

static int __init sltest_api_init(void)
{
	int before = get_securelevel(), ret;

	pr_info("sltest_api: get_securelevel() = %d\n", before);
	if (raise == -100)
		return 0;
	ret = set_securelevel(raise);
	pr_info("sltest_api: set_securelevel(%d) = %d, level now %d\n",
		raise, ret, get_securelevel());
	return ret;
}

static void __exit sltest_api_exit(void)
{
}

module_init(sltest_api_init);
module_exit(sltest_api_exit);
MODULE_DESCRIPTION("securelevel kernel API test module");
MODULE_LICENSE("GPL");
