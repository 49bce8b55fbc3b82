/* SPDX-License-Identifier: GPL-2.0 */
/*
 * securelevel attest and verify: a TPM quote over the level's PCR and the
 * log that replays into it (attest.c).
 */
#ifndef SECURELEVEL_ATTEST_H
#define SECURELEVEL_ATTEST_H

#include <stdbool.h>

/* securelevel attest ...: argv[0] is "attest"; an exit code. */
int cmd_attest(int argc, char **argv, bool bpf_backend);

/* securelevel verify ...: argv[0] is "verify"; an exit code. */
int cmd_verify(int argc, char **argv);

#endif /* SECURELEVEL_ATTEST_H */
