// EXPECT: uninitialized-register
// A vector store of four registers of which only two are written.
__global__ void pack_pairs(const unsigned *in, uint4 *out) {
  unsigned a = in[2 * threadIdx.x], b = in[2 * threadIdx.x + 1];
  asm volatile("{\n\t.reg .b32 v<4>;\n\tmov.b32 v0, %1;\n\tmov.b32 v1, %2;\n\t"
               "st.global.v4.b32 [%0], {v0, v1, v2, v3};\n\t}"
               ::"l"(out + threadIdx.x), "r"(a), "r"(b) : "memory");
}
