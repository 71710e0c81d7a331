// EXPECT: clean
// ARCHS: sm_80 sm_90
// A k-loop of m16n8k16 MMAs accumulating in place: the C++ accumulators are
// zero-initialised and passed as read-write ("+f") operands.
__global__ void mma_k_loop(const unsigned *a, const unsigned *b, float *d, int ksteps) {
  unsigned lane = threadIdx.x % 32;
  float c[4] = {0.f, 0.f, 0.f, 0.f};
  for (int k = 0; k < ksteps; ++k) {
    const unsigned *ak = a + k * 128 + lane * 4, *bk = b + k * 64 + lane * 2;
    asm volatile("mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
                 "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {%0,%1,%2,%3};"
                 : "+f"(c[0]), "+f"(c[1]), "+f"(c[2]), "+f"(c[3])
                 : "r"(ak[0]), "r"(ak[1]), "r"(ak[2]), "r"(ak[3]), "r"(bk[0]), "r"(bk[1]));
  }
  for (int i = 0; i < 4; ++i)
    d[lane * 4 + i] = c[i];
}
