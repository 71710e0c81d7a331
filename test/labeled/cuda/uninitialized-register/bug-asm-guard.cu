// EXPECT: uninitialized-register
// A predicate declared in the asm block guards an instruction before any
// setp writes it.
__global__ void clamp_if(int *x, int limit) {
  int v = x[threadIdx.x];
  asm("{\n\t.reg .pred p;\n\t@p min.s32 %0, %0, %1;\n\tsetp.gt.s32 p, %0, %1;\n\t}"
      : "+r"(v) : "r"(limit));
  x[threadIdx.x] = v;
}
