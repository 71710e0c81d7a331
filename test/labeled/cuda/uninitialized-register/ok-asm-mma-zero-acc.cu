// EXPECT: clean
// ARCHS: sm_80 sm_90
// The hand-written m16n8k16 MMA with its scratch accumulators cleared first.
__global__ void mma_tile_ok(const unsigned *a, const unsigned *b, float *d) {
  unsigned lane = threadIdx.x % 32;
  unsigned a0 = a[lane * 4], a1 = a[lane * 4 + 1], a2 = a[lane * 4 + 2], a3 = a[lane * 4 + 3];
  unsigned b0 = b[lane * 2], b1 = b[lane * 2 + 1];
  float d0, d1, d2, d3;
  asm volatile("{\n\t.reg .f32 c0, c1, c2, c3;\n\t"
               "mov.f32 c0, 0f00000000;\n\tmov.f32 c1, 0f00000000;\n\t"
               "mov.f32 c2, 0f00000000;\n\tmov.f32 c3, 0f00000000;\n\t"
               "mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32 "
               "{%0,%1,%2,%3}, {%4,%5,%6,%7}, {%8,%9}, {c0,c1,c2,c3};\n\t}"
               : "=f"(d0), "=f"(d1), "=f"(d2), "=f"(d3)
               : "r"(a0), "r"(a1), "r"(a2), "r"(a3), "r"(b0), "r"(b1));
  d[lane * 4] = d0;
  d[lane * 4 + 1] = d1;
  d[lane * 4 + 2] = d2;
  d[lane * 4 + 3] = d3;
}
