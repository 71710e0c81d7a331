// EXPECT: clean
// A rotary-embedding pair rotation in inline PTX: sine and cosine are both
// computed before the products read them.
__global__ void rope_pairs(float2 *__restrict__ q, const int *__restrict__ pos, int half, float base_log2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int tok = i / half, d = i % half;
  float inv = exp2f(-base_log2 * (2.f * d) / (2.f * half));
  float ang = (float)pos[tok] * inv;
  float2 v = q[i], o;
  asm("{\n\t.reg .f32 sn, cs, t;\n\t"
      "sin.approx.f32 sn, %2;\n\t"
      "cos.approx.f32 cs, %2;\n\t"
      "mul.f32 t, %3, cs;\n\t"
      "neg.f32 %0, sn;\n\t"
      "fma.rn.f32 %0, %4, %0, t;\n\t"
      "mul.f32 %1, %4, cs;\n\t"
      "fma.rn.f32 %1, %3, sn, %1;\n\t}"
      : "=f"(o.x), "=f"(o.y)
      : "f"(ang), "f"(v.x), "f"(v.y));
  q[i] = o;
}
