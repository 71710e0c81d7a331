// EXPECT: warp-sync-mask
// ARCHS: sm_80 sm_120
// MODES: O3 G
// PTXLINT-ARGS: --block-dim=64
// BUG: MoE router top-k, 16 experts per token and two tokens per warp: each
// half-warp votes on which of its experts beat the threshold. The ballot's
// member mask was written as the constant 0x0000ffff instead of
// `0xffff << (lane & 16)`, so lanes 16-31 execute a vote.sync whose mask
// does not name them.
__global__ void __launch_bounds__(64)
    router_topk(const float *__restrict__ logits, unsigned short *__restrict__ sel, const float *__restrict__ thr) {
  const int lane = threadIdx.x & 31;
  const int tok = (blockIdx.x * 64 + threadIdx.x) >> 4;
  const float l = logits[tok * 16 + (lane & 15)];
  const float th = thr[tok];
  unsigned bal;
  asm volatile("{\n\t.reg .pred p;\n\t"
               "setp.gt.f32 p, %1, %2;\n\t"
               "vote.sync.ballot.b32 %0, p, 0x0000ffff;\n\t}"
               : "=r"(bal)
               : "f"(l), "f"(th));
  if ((lane & 15) == 0)
    sel[tok] = (unsigned short)(bal >> (lane & 16));
}
