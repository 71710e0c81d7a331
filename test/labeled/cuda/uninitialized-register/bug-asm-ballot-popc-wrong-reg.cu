// EXPECT: uninitialized-register
// Inline-PTX warp vote: the ballot goes into `b`, but the popc counts `c`, a
// second scratch register declared for the lane mask that is never written.
__global__ void count_positive(const float *x, int *out) {
  float v = x[blockIdx.x * blockDim.x + threadIdx.x];
  int n;
  asm volatile("{\n\t.reg .pred p;\n\t.reg .b32 b, c;\n\t"
               "setp.gt.f32 p, %1, 0f00000000;\n\t"
               "vote.sync.ballot.b32 b, p, 0xffffffff;\n\t"
               "popc.b32 %0, c;\n\t}"
               : "=r"(n)
               : "f"(v));
  if ((threadIdx.x & 31) == 0)
    atomicAdd(out, n);
}
