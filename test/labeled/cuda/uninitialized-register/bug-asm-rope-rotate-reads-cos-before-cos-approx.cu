// EXPECT: uninitialized-register
// BUG: a rotary-embedding pair rotation in inline PTX. The angle's sine and
// cosine are computed into `sn` and `cs`, but the instructions were reordered
// when the sine was hoisted: the first product reads `cs` one line before
// `cos.approx.f32` writes it, so x' uses an undefined cosine.
__global__ void rope_pairs(float2 *__restrict__ q, const int *__restrict__ pos, int half, float base_log2) {
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  int tok = i / half, d = i % half;
  float inv = exp2f(-base_log2 * (2.f * d) / (2.f * half));
  float ang = (float)pos[tok] * inv;
  float2 v = q[i], o;
  asm("{\n\t.reg .f32 sn, cs, t;\n\t"
      "sin.approx.f32 sn, %2;\n\t"
      "mul.f32 t, %3, cs;\n\t"
      "cos.approx.f32 cs, %2;\n\t"
      "neg.f32 %0, sn;\n\t"
      "fma.rn.f32 %0, %4, %0, t;\n\t"
      "mul.f32 %1, %4, cs;\n\t"
      "fma.rn.f32 %1, %3, sn, %1;\n\t}"
      : "=f"(o.x), "=f"(o.y)
      : "f"(ang), "f"(v.x), "f"(v.y));
  q[i] = o;
}
