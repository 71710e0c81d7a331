// EXPECT: clean
// Rotary embedding through a __noinline__ helper that leaves early for
// positions past the cos/sin cache with an inline-PTX `@p ret;`; the other
// positions fall through to the rotation.
__device__ __noinline__ void rotate_pair(float2 *q, const float2 *cs, int pos, int max_pos) {
  asm volatile("{\n\t.reg .pred p;\n\t"
               "setp.ge.s32 p, %0, %1;\n\t"
               "@p ret;\n\t}" ::"r"(pos), "r"(max_pos));
  float2 v = *q, c = cs[pos];
  *q = make_float2(v.x * c.x - v.y * c.y, v.x * c.y + v.y * c.x);
}
__global__ void rope(float2 *q, const float2 *cs, const int *positions, int pairs, int max_pos) {
  int tok = blockIdx.x, i = threadIdx.x;
  if (i < pairs)
    rotate_pair(q + (size_t)tok * pairs + i, cs + (size_t)i * max_pos, positions[tok], max_pos);
}
