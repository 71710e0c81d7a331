// EXPECT: clean
// An atomic float max as a compare-and-swap retry loop in inline PTX: the
// loop head is a branch target, the exit falls through to the end label.
__global__ void atomic_fmax(float *dst, const float *src) {
  float v = src[blockIdx.x * blockDim.x + threadIdx.x];
  asm volatile("{\n\t.reg .b32 old, cur, nv;\n\t.reg .pred p, q;\n\t"
               "ld.global.b32 old, [%0];\n"
               "$Lretry:\n\t"
               "mov.b32 nv, %1;\n\t"
               "setp.ge.f32 q, old, nv;\n\t"
               "@q bra $Lout;\n\t"
               "atom.global.cas.b32 cur, [%0], old, nv;\n\t"
               "setp.ne.b32 p, cur, old;\n\t"
               "mov.b32 old, cur;\n\t"
               "@p bra $Lretry;\n"
               "$Lout:\n\t}"
               ::"l"(dst), "f"(v) : "memory");
}
