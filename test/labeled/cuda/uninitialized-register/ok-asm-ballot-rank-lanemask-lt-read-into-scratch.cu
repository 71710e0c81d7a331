// EXPECT: clean
// PTXLINT-ARGS: --block-dim=256
// Warp-aggregated append in inline PTX: the rank of a lane among the voting
// lanes is popc(ballot & lanemask_lt), with %lanemask_lt read into the
// scratch register m before the and.
__device__ __forceinline__ unsigned vote_rank(bool pred, unsigned &total) {
  unsigned rank;
  asm volatile("{\n\t.reg .pred p;\n\t.reg .b32 b, m;\n\t"
               "setp.ne.u32 p, %2, 0;\n\t"
               "vote.sync.ballot.b32 b, p, -1;\n\t"
               "popc.b32 %1, b;\n\t"
               "mov.u32 m, %%lanemask_lt;\n\t"
               "and.b32 b, b, m;\n\t"
               "popc.b32 %0, b;\n\t}"
               : "=r"(rank), "=r"(total) : "r"((unsigned)pred));
  return rank;
}
__global__ void append_positive(const float *__restrict__ x, int *__restrict__ out,
                                int *count) {
  const int i = blockIdx.x * 256 + threadIdx.x;
  const float v = x[i];
  unsigned total;
  const unsigned rank = vote_rank(v > 0.f, total);
  int base = 0;
  if ((threadIdx.x & 31) == 0 && total)
    base = atomicAdd(count, (int)total);
  base = __shfl_sync(0xffffffffu, base, 0);
  if (v > 0.f)
    out[base + rank] = i;
}
