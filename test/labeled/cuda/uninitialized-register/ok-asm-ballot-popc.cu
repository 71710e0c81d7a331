// EXPECT: clean
// Inline-PTX warp vote: ballot of x > 0, then the population count of the
// ballot, and the lanes below this one via the lt lane mask.
__global__ void rank_positive(const float *x, int *count, int *rank) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  float v = x[i];
  int n, r;
  asm volatile("{\n\t.reg .pred p;\n\t.reg .b32 b, lt;\n\t"
               "setp.gt.f32 p, %2, 0f00000000;\n\t"
               "vote.sync.ballot.b32 b, p, 0xffffffff;\n\t"
               "popc.b32 %0, b;\n\t"
               "mov.u32 lt, %%lanemask_lt;\n\t"
               "and.b32 lt, lt, b;\n\t"
               "popc.b32 %1, lt;\n\t}"
               : "=r"(n), "=r"(r)
               : "f"(v));
  rank[i] = r;
  if ((threadIdx.x & 31) == 0)
    atomicAdd(count, n);
}
