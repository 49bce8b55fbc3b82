// SPDX-License-Identifier: GPL-2.0
/*
 * sltest_rtc: an RTC whose time is the system time plus an offset, for the
 * clock attack.  Registering it as rtc0 makes hctosys set the system clock
 * from it, so loading it with offset=-3600 is an attempt to move the clock
 * back an hour without settimeofday().
 */
#include <linux/init.h>
#include <linux/module.h>
#include <linux/moduleparam.h>
#include <linux/platform_device.h>
#include <linux/rtc.h>
#include <linux/timekeeping.h>

static long offset;
module_param(offset, long, 0444);
MODULE_PARM_DESC(offset, "seconds this RTC is ahead of the system clock");

static struct platform_device *pdev;

static int sltest_rtc_read_time(struct device *dev, struct rtc_time *tm)
{
	rtc_time64_to_tm(ktime_get_real_seconds() + offset, tm);
	return 0;
}

static int sltest_rtc_set_time(struct device *dev, struct rtc_time *tm)
{
	offset = rtc_tm_to_time64(tm) - ktime_get_real_seconds();
	return 0;
}

static const struct rtc_class_ops sltest_rtc_ops = {
	.read_time = sltest_rtc_read_time,
	.set_time = sltest_rtc_set_time,
};

static int __init sltest_rtc_init(void)
{
	struct rtc_device *rtc;

	pdev = platform_device_register_simple("sltest-rtc", -1, NULL, 0);
	if (IS_ERR(pdev))
		return PTR_ERR(pdev);
	rtc = devm_rtc_device_register(&pdev->dev, "sltest", &sltest_rtc_ops,
				       THIS_MODULE);
	if (IS_ERR(rtc)) {
		platform_device_unregister(pdev);
		return PTR_ERR(rtc);
	}
	return 0;
}

static void __exit sltest_rtc_exit(void)
{
	platform_device_unregister(pdev);
}

module_init(sltest_rtc_init);
module_exit(sltest_rtc_exit);
MODULE_DESCRIPTION("securelevel test RTC");
MODULE_LICENSE("GPL");
