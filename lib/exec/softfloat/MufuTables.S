// The H200's MUFU.EX2, MUFU.RSQ, MUFU.RCP and MUFU.SQRT results, as zlib-compressed tables of
// differences from the correctly rounded value (MufuTables.cpp reads them;
// utils/exec/mufu-table.py writes them from utils/exec/mufu-survey.py data).
        .section .rodata
        .balign 16
        .globl ptxlint_mufu_ex2_h200
ptxlint_mufu_ex2_h200:
        .incbin "mufu-ex2-h200.bin"
        .globl ptxlint_mufu_ex2_h200_end
ptxlint_mufu_ex2_h200_end:
        .balign 16
        .globl ptxlint_mufu_rsqrt_h200
ptxlint_mufu_rsqrt_h200:
        .incbin "mufu-rsqrt-h200.bin"
        .globl ptxlint_mufu_rsqrt_h200_end
ptxlint_mufu_rsqrt_h200_end:
        .balign 16
        .globl ptxlint_mufu_rcp_h200
ptxlint_mufu_rcp_h200:
        .incbin "mufu-rcp-h200.bin"
        .globl ptxlint_mufu_rcp_h200_end
ptxlint_mufu_rcp_h200_end:
        .balign 16
        .globl ptxlint_mufu_sqrt_h200
ptxlint_mufu_sqrt_h200:
        .incbin "mufu-sqrt-h200.bin"
        .globl ptxlint_mufu_sqrt_h200_end
ptxlint_mufu_sqrt_h200_end:
        .section .note.GNU-stack,"",@progbits
