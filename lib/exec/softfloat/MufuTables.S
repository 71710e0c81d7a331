// The H200's MUFU results, as zlib-compressed tables (MufuTables.cpp reads
// them and says what they hold; utils/exec/mufu-table.py and
// utils/exec/mufu-raw-table.py write them from utils/exec/mufu-survey.py and
// utils/exec/mufu-raw.py data).
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
        .balign 16
        .globl ptxlint_mufu_rsq64h_h200
ptxlint_mufu_rsq64h_h200:
        .incbin "mufu-rsq64h-h200.bin"
        .globl ptxlint_mufu_rsq64h_h200_end
ptxlint_mufu_rsq64h_h200_end:
        .balign 16
        .globl ptxlint_mufu_rcp64h_h200
ptxlint_mufu_rcp64h_h200:
        .incbin "mufu-rcp64h-h200.bin"
        .globl ptxlint_mufu_rcp64h_h200_end
ptxlint_mufu_rcp64h_h200_end:
        .balign 16
        .globl ptxlint_mufu_sin_h200
ptxlint_mufu_sin_h200:
        .incbin "mufu-sin-h200.bin"
        .globl ptxlint_mufu_sin_h200_end
ptxlint_mufu_sin_h200_end:
        .balign 16
        .globl ptxlint_mufu_tanh_h200
ptxlint_mufu_tanh_h200:
        .incbin "mufu-tanh-h200.bin"
        .globl ptxlint_mufu_tanh_h200_end
ptxlint_mufu_tanh_h200_end:
        .balign 16
        .globl ptxlint_mufu_lg2_h200
ptxlint_mufu_lg2_h200:
        .incbin "mufu-lg2-h200.bin"
        .globl ptxlint_mufu_lg2_h200_end
ptxlint_mufu_lg2_h200_end:
        .section .note.GNU-stack,"",@progbits
