# Runs a command and checks both its exit code and its output, which CTest alone cannot
# (WILL_FAIL passes on any failure, a missing file included; PASS_REGULAR_EXPRESSION ignores
# the exit code).
#   cmake -DCMD="a;b;c" -DEXIT=1 -DREGEX="..." [-DNOT_REGEX="..."] -P RunExpect.cmake
execute_process(COMMAND ${CMD} RESULT_VARIABLE rc OUTPUT_VARIABLE out ERROR_VARIABLE err)
message("${out}${err}")
if(NOT rc STREQUAL "${EXIT}")
    message(FATAL_ERROR "exit code ${rc}, expected ${EXIT}")
endif()
if(NOT "${out}${err}" MATCHES "${REGEX}")
    message(FATAL_ERROR "the output does not match: ${REGEX}")
endif()
if(DEFINED NOT_REGEX AND "${out}${err}" MATCHES "${NOT_REGEX}")
    message(FATAL_ERROR "the output matches what it must not: ${NOT_REGEX}")
endif()
